import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class UpdateGroupCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly groupId: number,
    readonly name: string,
    readonly description: string | null,
  ) {
    super();
  }
}
