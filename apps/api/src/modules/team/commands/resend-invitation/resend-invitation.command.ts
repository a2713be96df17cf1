import { Command } from '@nestjs/cqrs';
import type { CreatedInvitation } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class ResendInvitationCommand extends Command<CreatedInvitation> {
  constructor(
    readonly actor: Actor,
    readonly invitationId: string,
  ) {
    super();
  }
}
