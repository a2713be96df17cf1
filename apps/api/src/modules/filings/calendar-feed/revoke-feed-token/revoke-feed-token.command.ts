import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class RevokeFeedTokenCommand extends Command<void> {
  constructor(readonly actor: Actor) {
    super();
  }
}
