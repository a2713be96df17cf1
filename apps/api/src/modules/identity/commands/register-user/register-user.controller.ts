import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type PublicUser, registerRequestSchema, type RegisterRequest } from '@ledgerline/contracts';
import type { Request } from 'express';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import { PublicUserService } from '../../auth/public-user.service';
import { SignInThrottle } from '../../auth/sign-in-throttle';
import { RegisterUserCommand } from './register-user.command';
import { recordSignIn } from '../../../../infrastructure/session/sign-in-record';

@Controller()
export class RegisterUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: PublicUserService,
    private readonly throttle: SignInThrottle,
  ) {}

  /** Creates the user and its account, then signs the user in (spec 000 section 4). */
  @Post('register')
  @HttpCode(201)
  async register(
    @Body(new ZodValidationPipe(registerRequestSchema)) body: RegisterRequest,
    @Req() request: Request,
  ): Promise<PublicUser> {
    await this.throttle.registering(request.ip ?? 'unknown');
    const { userId } = await this.commands.execute(new RegisterUserCommand(body, randomUUID()));
    // From the user's stream when the read model has not caught up yet, so the newcomer is signed in regardless.
    const user = await this.users.findSessionUser(userId);
    if (!user) throw new Error(`User ${userId} was registered but is not projected yet`);
    await new Promise<void>((resolve, reject) =>
      request.logIn(user, (error) => (error ? reject(error) : resolve())),
    );
    recordSignIn(request);
    return this.users.toPublicUser(user);
  }
}
