import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';
import type { OwnershipChangeFacts } from '../../domain/ownership-change';

export class DeleteRelationshipCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly relationshipId: number,
    /** Why the link is removed and on what evidence (docs/decisions/0033). */
    readonly facts: OwnershipChangeFacts = {},
  ) {
    super();
  }
}
