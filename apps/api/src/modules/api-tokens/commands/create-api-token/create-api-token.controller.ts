import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type CreatedApiToken, createApiTokenRequestSchema } from '@ledgerline/contracts';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { CreateApiTokenCommand } from './create-api-token.command';

/** The signed-in user creates a personal access token; its secret is in this answer only. */
@Controller('account/tokens')
@UseGuards(AuthenticatedGuard)
export class CreateApiTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createApiTokenRequestSchema))
    body: z.output<typeof createApiTokenRequestSchema>,
  ): Promise<CreatedApiToken> {
    return this.commands.execute(new CreateApiTokenCommand(actor, body));
  }
}
