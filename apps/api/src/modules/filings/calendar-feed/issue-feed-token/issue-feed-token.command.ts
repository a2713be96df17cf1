import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

/** Answers the new secret token; only its hash is recorded. */
export class IssueFeedTokenCommand extends Command<string> {
  constructor(readonly actor: Actor) {
    super();
  }
}
