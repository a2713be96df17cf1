import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class SetDefaultGroupCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly groupId: number,
  ) {
    super();
  }
}
