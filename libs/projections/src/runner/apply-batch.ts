import type { RecordedEvent } from '@ledgerline/events';
import { type Projector, checkpointNameOf } from '../projector';
import type { CheckpointStore } from '../read-store.port';
import type { EventDecoder } from './event-decoder';

/** A slice of the log: the events strictly after `after` up to the last one, with none left out. */
export interface LogBatch {
  after: bigint | undefined;
  events: RecordedEvent[];
}

export class ProjectionError extends Error {
  constructor(
    readonly checkpointName: string,
    readonly position: bigint,
    cause: unknown,
  ) {
    super(`Projection ${checkpointName} failed at position ${position}: ${String(cause)}`, { cause });
    this.name = 'ProjectionError';
  }
}

/** The projector's checkpoint is behind the batch (it was reset meanwhile): it needs a catch-up. */
export class CheckpointGapError extends Error {
  constructor(checkpointName: string, checkpoint: bigint | null, after: bigint) {
    super(`Projection ${checkpointName} is at ${checkpoint ?? 'the start'}, the batch starts after ${after}`);
    this.name = 'CheckpointGapError';
  }
}

/**
 * Applies one batch to one projector in one transaction and moves its checkpoint to the batch's
 * last position, even when it handled none of the events. Events at or below the stored checkpoint
 * were applied before and are skipped. Returns the checkpoint now stored.
 */
export async function applyBatch(
  readStore: CheckpointStore,
  projector: Projector,
  batch: LogBatch,
  decoder: EventDecoder,
): Promise<bigint> {
  const name = checkpointNameOf(projector);
  const last = batch.events[batch.events.length - 1].globalPosition;
  let stored = last;
  await readStore.withCheckpoint(name, async (writer, checkpoint) => {
    if (batch.after !== undefined && (checkpoint === null || checkpoint < batch.after)) {
      throw new CheckpointGapError(name, checkpoint, batch.after);
    }
    if (checkpoint !== null && checkpoint >= last) {
      stored = checkpoint;
      return null;
    }
    let applied = false;
    const handles = new Set(projector.handles);
    for (const event of batch.events) {
      if (checkpoint !== null && event.globalPosition <= checkpoint) continue;
      if (!handles.has(event.type)) continue;
      try {
        const decoded = decoder.decode(event);
        if (decoded) await projector.apply(decoded, writer);
        applied = applied || decoded !== null;
      } catch (error) {
        throw new ProjectionError(name, event.globalPosition, error);
      }
    }
    if (applied && projector.afterBatch) {
      try {
        await projector.afterBatch(writer);
      } catch (error) {
        throw new ProjectionError(name, last, error);
      }
    }
    stored = last;
    return last;
  });
  return stored;
}
