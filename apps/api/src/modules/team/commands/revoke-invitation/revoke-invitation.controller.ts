import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { RevokeInvitationCommand } from './revoke-invitation.command';

@Controller('account/invitations')
@UseGuards(AuthenticatedGuard)
export class RevokeInvitationController {
  constructor(private readonly commands: CommandBus) {}

  /** The link stops working at once; 404 for another account's invitation or one no longer pending. */
  @Delete(':id')
  @HttpCode(204)
  async revoke(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new RevokeInvitationCommand(actor, id));
  }
}
