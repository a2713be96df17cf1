import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../../../shared/actor';
import { DomainError } from '../../../shared/domain-error';
import type { SessionUser } from './session-user';

/** The signed-in user as the actor of a command; the correlation id follows an `x-correlation-id` header. */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const request = context.switchToHttp().getRequest<Request>();
  const user = request.user as SessionUser | undefined;
  if (!user) throw new DomainError('unauthorized', 'AUTH.REQUIRED', 'Not authenticated');
  const header = request.header('x-correlation-id');
  return {
    userId: user.userId,
    accountId: user.accountId,
    role: user.role,
    accountRole: user.accountRole,
    correlationId: header && header.length <= 100 ? header : randomUUID(),
  };
});
