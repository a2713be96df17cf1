import { Command } from '@nestjs/cqrs';
import type { AccountRole } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class ChangeMemberRoleCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    readonly role: AccountRole,
  ) {
    super();
  }
}
