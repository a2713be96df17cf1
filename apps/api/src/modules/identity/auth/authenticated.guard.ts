import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../../../shared/domain-error';

@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.isAuthenticated?.() && request.user) return true;
    throw new DomainError('unauthorized', 'AUTH.REQUIRED', 'Not authenticated');
  }
}

@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.isAuthenticated?.() || !request.user)
      throw new DomainError('unauthorized', 'AUTH.REQUIRED', 'Not authenticated');
    if ((request.user as { role?: string }).role !== 'admin')
      throw new DomainError('forbidden', 'AUTH.ADMIN_ONLY', 'Administrator privileges are required');
    return true;
  }
}
