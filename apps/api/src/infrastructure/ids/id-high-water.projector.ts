import { ID_SEQUENCES, type IdSequence, type RecordedEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';

export const ID_HIGH_WATER = 'id_high_water';

/** The highest id of one sequence found in the log (doc id = the sequence). */
export interface IdHighWaterDocument {
  id: IdSequence;
  value: number;
  [key: string]: unknown;
}

/**
 * Keeps, per id sequence, the highest `<sequence>Id` any event carries, so that an allocator that fell
 * behind the log (Redis restarted without persistence, a failover) is noticed and raised before it hands
 * out an id that is already in use (docs/decisions/0013-ids-that-cannot-repeat.md).
 */
export class IdHighWaterProjector implements Projector {
  readonly name = 'id-high-water';
  readonly version = 1;
  readonly collections = [ID_HIGH_WATER];
  private readonly seen = new Map<IdSequence, number>();

  constructor(readonly handles: readonly string[]) {}

  async apply(event: RecordedEvent): Promise<void> {
    const data = event.data as Record<string, unknown>;
    for (const sequence of ID_SEQUENCES) {
      const value = data[`${sequence}Id`];
      if (typeof value === 'number' && value > (this.seen.get(sequence) ?? 0)) this.seen.set(sequence, value);
    }
  }

  async afterBatch(writer: ReadStoreWriter): Promise<void> {
    for (const [sequence, value] of this.seen) {
      const stored = await writer.get<IdHighWaterDocument>(ID_HIGH_WATER, sequence);
      if (!stored || stored.value < value) await writer.put(ID_HIGH_WATER, { id: sequence, value });
    }
    this.seen.clear();
  }
}
