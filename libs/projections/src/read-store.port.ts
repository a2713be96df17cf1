/** A JSON document read model; every document carries the id it is stored under. */
export type ReadDocument = { id: string } & Record<string, unknown>;

export type FilterValue = string | number | boolean | null;
/** Equality on top-level fields; an array value means "one of". */
export type DocumentFilter = Record<string, FilterValue | FilterValue[]>;

export interface FindOptions {
  sort?: { field: string; direction: 'asc' | 'desc' }[];
  limit?: number;
  offset?: number;
}

export interface ReadStoreReader {
  get<T extends ReadDocument>(collection: string, id: string): Promise<T | null>;
  find<T extends ReadDocument>(
    collection: string,
    filter?: DocumentFilter,
    options?: FindOptions,
  ): Promise<T[]>;
  count(collection: string, filter?: DocumentFilter): Promise<number>;
}

export interface ReadStoreWriter extends ReadStoreReader {
  /** Inserts or replaces the whole document. */
  put(collection: string, document: ReadDocument): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  deleteMany(collection: string, filter: DocumentFilter): Promise<number>;
}

export interface ReadStore extends ReadStoreReader {
  /**
   * Runs `work` in one transaction together with the checkpoint of `checkpointName`: `work` receives
   * the checkpoint as stored inside the transaction and returns the new one (or null to leave it).
   * If `work` throws, neither its writes nor the checkpoint are kept. Concurrent callers (also from
   * other processes) are serialised.
   */
  withCheckpoint(
    checkpointName: string,
    work: (writer: ReadStoreWriter, checkpoint: bigint | null) => Promise<bigint | null>,
  ): Promise<void>;
  getCheckpoint(checkpointName: string): Promise<bigint | null>;
  /** Drops the collections and the checkpoint so the projection can be rebuilt from the log. */
  reset(checkpointName: string, collections: string[]): Promise<void>;
  /**
   * Optional: creates the collections and their indexes before first use (stores that cannot do
   * that inside a transaction, such as MongoDB). The projection runner calls it once per projector.
   */
  prepare?(collections: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('READ_STORE');
