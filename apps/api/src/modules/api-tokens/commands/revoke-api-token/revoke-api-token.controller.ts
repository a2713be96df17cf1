import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';
import { notFound } from '../../../../shared/domain-error';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

const TOKEN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Revokes one of the signed-in user's own tokens; any other id answers 404. */
@Controller('account/tokens')
@UseGuards(AuthenticatedGuard)
export class RevokeApiTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(204)
  async revoke(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    if (!TOKEN_ID.test(id)) throw notFound('API token');
    await this.commands.execute(new RevokeApiTokenCommand(actor, id));
  }
}
