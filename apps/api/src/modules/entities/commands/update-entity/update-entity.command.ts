import { Command } from '@nestjs/cqrs';
import type { EntityType } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class UpdateEntityCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly entityId: number,
    readonly entityType: EntityType | undefined,
    readonly patch: Record<string, unknown>,
    /** When the change took effect, if it sets no registration date. */
    readonly effectiveDate: string | null = null,
    /** An individual's inline details (position, department...), recorded in the same append. */
    readonly details: Record<string, unknown> | null = null,
  ) {
    super();
  }
}
