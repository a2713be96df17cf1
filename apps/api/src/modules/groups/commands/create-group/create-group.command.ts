import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class CreateGroupCommand extends Command<{ groupId: number }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly description: string | null,
  ) {
    super();
  }
}
