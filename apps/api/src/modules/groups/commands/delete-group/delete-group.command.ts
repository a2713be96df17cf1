import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class DeleteGroupCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly groupId: number,
  ) {
    super();
  }
}
