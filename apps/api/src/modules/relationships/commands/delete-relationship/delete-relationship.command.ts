import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class DeleteRelationshipCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly relationshipId: number,
  ) {
    super();
  }
}
