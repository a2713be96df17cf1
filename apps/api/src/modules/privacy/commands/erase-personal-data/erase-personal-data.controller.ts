import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { erasePersonalDataSchema, idParam } from '@ledgerline/contracts';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { ErasePersonalDataCommand } from './erase-personal-data.command';

/**
 * The signed-in user erases a deleted individual of their own account: an account has one user, its owner,
 * who is its admin (no finer roles exist yet). Another account's individual answers 404.
 */
@Controller('individuals')
@UseGuards(AuthenticatedGuard)
export class ErasePersonalDataController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/erase')
  @HttpCode(200)
  async erase(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParam, 'param', 'id')) entityId: number,
    @Body(new ZodValidationPipe(erasePersonalDataSchema)) body: z.output<typeof erasePersonalDataSchema>,
  ): Promise<{ entityId: number; erased: true }> {
    await this.commands.execute(new ErasePersonalDataCommand(actor, entityId, body.overrideReason));
    return { entityId, erased: true };
  }
}
