import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class RevokeInvitationCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly invitationId: string,
  ) {
    super();
  }
}
