import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type ChangePasswordRequest, changePasswordRequestSchema } from '@ledgerline/contracts';
import type { Request } from 'express';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { DomainError } from '../../../../shared/domain-error';
import { AuthenticatedGuard } from '../../auth/authenticated.guard';
import { CurrentActor } from '../../auth/current-actor.decorator';
import type { SessionUser } from '../../auth/session-user';
import { SignInThrottle } from '../../auth/sign-in-throttle';
import { WRONG_CURRENT_PASSWORD } from '../../domain/user-account.decider';
import { OwnSessions } from '../../sessions/own-sessions.service';
import { ChangePasswordCommand } from './change-password.command';

@Controller()
export class ChangePasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly throttle: SignInThrottle,
    private readonly sessions: OwnSessions,
  ) {}

  /**
   * Wrong current passwords count as failed sign-ins of the username and address, so a borrowed session cannot
   * be used to guess the password. Once changed, every other session of the user ends; this one stays.
   */
  @Post('user/password')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  async change(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(changePasswordRequestSchema)) body: ChangePasswordRequest,
    @Req() request: Request,
  ): Promise<{ message: string; endedSessions: number }> {
    const { username } = request.user as SessionUser;
    const address = request.ip ?? 'unknown';
    await this.throttle.assertMayTry(username, address);
    try {
      await this.commands.execute(new ChangePasswordCommand(actor, body));
    } catch (error) {
      if (error instanceof DomainError && error.code === WRONG_CURRENT_PASSWORD)
        await this.throttle.failed(username, address);
      throw error;
    }
    await this.throttle.succeeded(username);
    const endedSessions = await this.sessions.revokeOthers(request);
    return { message: 'Password changed', endedSessions };
  }
}
