import { Command } from '@nestjs/cqrs';
import type { CreateRelationshipFields } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class UpdateRelationshipCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly relationshipId: number,
    readonly patch: Partial<CreateRelationshipFields>,
  ) {
    super();
  }
}
