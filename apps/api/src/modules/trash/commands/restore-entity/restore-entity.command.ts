import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class RestoreEntityCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly entityId: number,
  ) {
    super();
  }
}
