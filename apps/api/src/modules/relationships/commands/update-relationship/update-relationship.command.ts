import { Command } from '@nestjs/cqrs';
import type { CreateRelationshipFields } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class UpdateRelationshipCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly relationshipId: number,
    readonly patch: Partial<CreateRelationshipFields>,
    /** When the change took effect, if it carries no end or start date (issue 12 1b). */
    readonly effectiveDate: string | null = null,
  ) {
    super();
  }
}
