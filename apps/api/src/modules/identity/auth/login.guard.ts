import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginSchema } from '@ledgerline/contracts';
import type { Request } from 'express';
import { ZodValidationPipe } from '../../../http/zod-validation.pipe';
import { recordSignIn } from '../../../infrastructure/session/sign-in-record';

/** Checks the payload first (400 naming the field), then runs passport's local strategy and opens a session. */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  private readonly payload = new ZodValidationPipe(loginSchema);

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = this.payload.transform(request.body);
    const allowed = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    recordSignIn(request);
    return allowed;
  }
}
