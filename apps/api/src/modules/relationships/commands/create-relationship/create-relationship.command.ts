import { Command } from '@nestjs/cqrs';
import type { CreateRelationshipFields } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class CreateRelationshipCommand extends Command<{ relationshipId: number }> {
  constructor(
    readonly actor: Actor,
    readonly fields: CreateRelationshipFields,
  ) {
    super();
  }
}
