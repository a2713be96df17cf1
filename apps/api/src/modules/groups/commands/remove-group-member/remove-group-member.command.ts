import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class RemoveGroupMemberCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly groupId: number,
    readonly entityId: number,
  ) {
    super();
  }
}
