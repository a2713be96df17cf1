import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class DeleteUserCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
  ) {
    super();
  }
}
