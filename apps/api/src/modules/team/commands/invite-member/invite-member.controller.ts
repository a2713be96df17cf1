import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CreatedInvitation,
  inviteMemberRequestSchema,
  type InviteMemberRequest,
} from '@ledgerline/contracts';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { InviteMemberCommand } from './invite-member.command';

/** An owner or admin invites a colleague; the answer holds the link, shown once (docs/decisions/0038). */
@Controller('account/invitations')
@UseGuards(AuthenticatedGuard)
export class InviteMemberController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  invite(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(inviteMemberRequestSchema)) body: InviteMemberRequest,
  ): Promise<CreatedInvitation> {
    return this.commands.execute(new InviteMemberCommand(actor, body));
  }
}
