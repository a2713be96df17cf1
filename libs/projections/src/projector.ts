import type { RecordedEvent } from '@ledgerline/events';
import type { CollectionLayouts, ReadStoreWriter } from './read-store.port';

/**
 * Builds one read model from the events it handles. `apply` must be idempotent: applying the same
 * event twice leaves the same documents (the runner also skips events at or below the checkpoint).
 */
export interface Projector {
  readonly name: string;
  /** Bump when the read model's shape or logic changes; a new version is rebuilt from the log. */
  readonly version: number;
  readonly collections: readonly string[];
  /** The fields each collection is filtered, sorted and searched by (see CollectionLayout). */
  readonly layouts?: CollectionLayouts;
  readonly handles: readonly string[];
  apply(event: RecordedEvent, writer: ReadStoreWriter): Promise<void>;
  /**
   * Optional: runs once after the events of a batch, in the same transaction, when the projector applied at
   * least one of them — for read models that are cheaper to derive once per batch than once per event.
   */
  afterBatch?(writer: ReadStoreWriter): Promise<void>;
}

export const checkpointNameOf = (projector: Pick<Projector, 'name' | 'version'>): string =>
  `${projector.name}@v${projector.version}`;
