import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { SessionUser } from '../identity/auth/session-user';
import { INSTALLATION, policyOf, type RolePolicy, roleRefusal } from './account-role.policy';
import { ACCOUNT_ROLE_POLICY } from './requires-account-role.decorator';

/**
 * Global: every route answers 403 to a member whose account role is below the route's policy
 * (docs/decisions/0039-account-roles.md). Without a signed-in user it lets the request through, so the
 * route's own AuthenticatedGuard answers 401 (and public routes stay public); `/api/admin/*` is AdminGuard's.
 */
@Injectable()
export class AccountRoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    // A user document projected before team accounts has no role: every user then owned their account.
    const user = request.user as Partial<SessionUser> | undefined;
    if (!user) return true;
    const policy = this.policyFor(context, request);
    if (policy === INSTALLATION) return true;
    const refusal = roleRefusal(user.accountRole ?? 'owner', policy);
    if (refusal) throw refusal;
    return true;
  }

  private policyFor(context: ExecutionContext, request: Request): RolePolicy | typeof INSTALLATION {
    const declared = this.reflector.getAllAndOverride<RolePolicy | undefined>(ACCOUNT_ROLE_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (declared) return declared;
    const path = (request.route as { path?: unknown } | undefined)?.path;
    return policyOf(request.method, typeof path === 'string' ? path : request.path);
  }
}
