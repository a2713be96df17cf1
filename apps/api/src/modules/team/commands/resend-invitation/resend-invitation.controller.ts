import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CreatedInvitation } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { ResendInvitationCommand } from './resend-invitation.command';

@Controller('account/invitations')
@UseGuards(AuthenticatedGuard)
export class ResendInvitationController {
  constructor(private readonly commands: CommandBus) {}

  /** Another account's invitation id, or one accepted or revoked, answers 404. */
  @Post(':id/resend')
  @HttpCode(200)
  resend(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<CreatedInvitation> {
    return this.commands.execute(new ResendInvitationCommand(actor, id));
  }
}
