import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class RevokeApiTokenCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly tokenId: string,
  ) {
    super();
  }
}
