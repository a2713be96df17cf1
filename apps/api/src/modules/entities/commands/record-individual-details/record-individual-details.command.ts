import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class RecordIndividualDetailsCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly entityId: number,
    readonly details: Record<string, unknown>,
    /** When the change took effect, if it sets no effective ownership date. */
    readonly effectiveDate: string | null = null,
  ) {
    super();
  }
}
