/** A JSON document read model; every document carries the id it is stored under. */
export type ReadDocument = { id: string } & Record<string, unknown>;

export type FilterValue = string | number | boolean | null;
/** Bounds on one field; values of another JSON type never match (as in MongoDB). */
export interface FilterRange {
  gt?: string | number;
  gte?: string | number;
  lt?: string | number;
  lte?: string | number;
}
/** Equality on top-level fields; an array value means "one of"; an object value is a range. */
export type DocumentFilter = Record<string, FilterValue | FilterValue[] | FilterRange | undefined>;

export interface FindOptions {
  sort?: { field: string; direction: 'asc' | 'desc' }[];
  limit?: number;
  offset?: number;
  /**
   * Word search over the collection's declared search fields: every word of `search` must start a word
   * of the document (case and accents ignored). The filter must hold the layout's scope field with one value.
   */
  search?: string;
}

/**
 * How a collection is queried, so adapters can index it: each index lists fields in order (equality
 * filters first, then the sort or range field); `search` names the fields word search covers and the
 * field every search is confined to (the tenant, such as accountId).
 */
export interface CollectionLayout {
  readonly indexes?: readonly (readonly string[])[];
  readonly search?: { readonly fields: readonly string[]; readonly scope: string };
}
export type CollectionLayouts = Readonly<Record<string, CollectionLayout>>;

export interface ReadStoreReader {
  get<T extends ReadDocument>(collection: string, id: string): Promise<T | null>;
  find<T extends ReadDocument>(
    collection: string,
    filter?: DocumentFilter,
    options?: FindOptions,
  ): Promise<T[]>;
  count(collection: string, filter?: DocumentFilter, options?: Pick<FindOptions, 'search'>): Promise<number>;
}

export interface ReadStoreWriter extends ReadStoreReader {
  /** Inserts or replaces the whole document. */
  put(collection: string, document: ReadDocument): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  deleteMany(collection: string, filter: DocumentFilter): Promise<number>;
}

/** A projector's work on one batch: it receives the stored checkpoint and returns the new one (or null). */
export type CheckpointedWork = (writer: ReadStoreWriter, checkpoint: bigint | null) => Promise<bigint | null>;

export interface ReadStore extends ReadStoreReader {
  /**
   * Runs `work` in one transaction together with the checkpoint of `checkpointName`: `work` receives
   * the checkpoint as stored inside the transaction and returns the new one (or null to leave it).
   * If `work` throws, neither its writes nor the checkpoint are kept. Concurrent callers (also from
   * other processes) are serialised.
   */
  withCheckpoint(checkpointName: string, work: CheckpointedWork): Promise<void>;
  /**
   * Optional: one transaction for the batches of many projectors. Each withCheckpoint of the store `work`
   * receives is kept or undone whole as on its own (a savepoint); all commit together when `work` resolves,
   * and none is kept when it throws. Calls to that store take turns.
   */
  batch?(work: (store: CheckpointStore) => Promise<void>): Promise<void>;
  /**
   * Optional: runs `work`, a rebuild of collections reset just before, in the store's bulk-load mode: query
   * indexes are built when `work` ends (or when the work itself first queries their collection) rather than
   * kept up to date row by row. Documents and checkpoints are stored as always.
   */
  bulkLoad?(work: () => Promise<void>): Promise<void>;
  getCheckpoint(checkpointName: string): Promise<bigint | null>;
  /** Drops the collections and the checkpoint so the projection can be rebuilt from the log. */
  reset(checkpointName: string, collections: string[]): Promise<void>;
  /**
   * Creates the collections with their indexes and search before first use (adding what a changed
   * layout asks for to existing ones). The projection runner calls it once per projector.
   */
  prepare?(collections: readonly string[], layouts?: CollectionLayouts): Promise<void>;
  close(): Promise<void>;
}

/** What applying a batch to one projector needs of a read store. */
export type CheckpointStore = Pick<ReadStore, 'withCheckpoint'>;

export const READ_STORE = Symbol('READ_STORE');

/**
 * A projection tried to store a document under an id another account's document holds. Ids cannot repeat
 * (docs/decisions/0013); should one ever, the projection stops loudly instead of replacing the other
 * account's record.
 */
export class ReadModelOwnerConflict extends Error {
  constructor(collection: string, id: string) {
    super(`Read model ${collection}/${id} belongs to another account; not replaced`);
    this.name = 'ReadModelOwnerConflict';
  }
}
