import { Command } from '@nestjs/cqrs';
import type { CreatedInvitation, InviteMemberRequest } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class InviteMemberCommand extends Command<CreatedInvitation> {
  constructor(
    readonly actor: Actor,
    readonly request: InviteMemberRequest,
  ) {
    super();
  }
}
