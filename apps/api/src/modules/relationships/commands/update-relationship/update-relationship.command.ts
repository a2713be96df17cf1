import { Command } from '@nestjs/cqrs';
import type { CreateRelationshipFields } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';
import type { OwnershipChangeFacts } from '../../domain/ownership-change';

export class UpdateRelationshipCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly relationshipId: number,
    readonly patch: Partial<CreateRelationshipFields>,
    /** When it took effect, why, and its evidence. */
    readonly facts: OwnershipChangeFacts = {},
  ) {
    super();
  }
}
