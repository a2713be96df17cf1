import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AcceptInvitationRequest,
  acceptInvitationRequestSchema,
  type PublicUser,
  registerRequestSchema,
} from '@ledgerline/contracts';
import type { Request } from 'express';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import { recordSignIn } from '../../../../infrastructure/session/sign-in-record';
import { PublicUserService } from '../../../identity/auth/public-user.service';
import type { SessionUser } from '../../../identity/auth/session-user';
import { SignInThrottle } from '../../../identity/auth/sign-in-throttle';
import { RegisterUserCommand } from '../../../identity/commands/register-user/register-user.command';
import { hashInvitationToken } from '../../invitation-token';
import { InvitationLookup } from '../../queries/get-invitation/invitation-lookup';
import { AcceptInvitationCommand } from './accept-invitation.command';

const signUp = new ZodValidationPipe(registerRequestSchema);

/**
 * Signed in: the user joins the inviting account (only without a register of their own). Signed out: spec 000's
 * registration fields sign a new user up straight into the account and sign them in. Either way 200 and the
 * user as GET /api/user shows them.
 */
@Controller('invitations')
export class AcceptInvitationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly invitations: InvitationLookup,
    private readonly users: PublicUserService,
    private readonly throttle: SignInThrottle,
  ) {}

  @Post(':token/accept')
  @HttpCode(200)
  async accept(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(acceptInvitationRequestSchema)) body: AcceptInvitationRequest,
    @Req() request: Request,
  ): Promise<PublicUser> {
    const invitation = await this.invitations.pending(token);
    const tokenHash = hashInvitationToken(token);
    const signedIn = request.user as SessionUser | undefined;
    const userId = signedIn
      ? await this.join(signedIn, invitation.accountId, tokenHash, request)
      : await this.signUp(body, invitation.accountId, tokenHash, request);
    const user = await this.users.findSessionUser(userId);
    if (!user) throw new Error(`User ${userId} accepted an invitation but cannot be loaded`);
    return this.users.toPublicUser(user);
  }

  private async join(user: SessionUser, accountId: number, tokenHash: string, request: Request) {
    const header = request.header('x-correlation-id');
    const actor = {
      userId: user.userId,
      accountId: user.accountId,
      role: user.role,
      accountRole: user.accountRole,
      correlationId: header && header.length <= 100 ? header : randomUUID(),
    };
    await this.commands
      .execute(new AcceptInvitationCommand(actor, accountId, tokenHash))
      .catch(InvitationLookup.goneWhenExpired);
    return user.userId;
  }

  private async signUp(body: unknown, accountId: number, tokenHash: string, request: Request) {
    const registration = signUp.transform(body);
    await this.throttle.registering(request.ip ?? 'unknown');
    const { userId } = await this.commands
      .execute(new RegisterUserCommand(registration, randomUUID(), { accountId, tokenHash }))
      .catch(InvitationLookup.goneWhenExpired);
    const user = await this.users.findSessionUser(userId);
    if (!user) throw new Error(`User ${userId} was registered but cannot be loaded`);
    await new Promise<void>((resolve, reject) =>
      request.logIn(user, (error) => (error ? reject(error) : resolve())),
    );
    recordSignIn(request);
    return userId;
  }
}
