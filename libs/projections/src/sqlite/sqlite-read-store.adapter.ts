import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { AsyncMutex, sharedMutex } from '../async-mutex';
import type {
  CheckpointStore,
  CheckpointedWork,
  CollectionLayouts,
  DocumentFilter,
  FindOptions,
  ReadDocument,
  ReadStore,
} from '../read-store.port';
import { SqliteCollections } from './sqlite-collections';
import { SqliteConnection, isSqliteBusy } from './sqlite-connection';
import { type ReadListener, SqliteDocuments } from './sqlite-documents';
import { ensureReadStoreSchema } from './sqlite-schema';
import { SqliteBatch } from './sqlite-batch';
import { SqliteSearchIndex } from './sqlite-search';
import { schemaCommitted } from './sqlite-schema-turns';

export interface SqliteReadStoreOptions {
  /** How long withCheckpoint waits for another process's write transaction; default 60 s. */
  lockTimeoutMs?: number;
  /** Page cache per connection in MiB; default 64. */
  cacheMiB?: number;
}

/** Page cache of the writer during a bulk load: the tables being filled and the index sorts stay in memory. */
const BULK_CACHE_MIB = 512;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Read models in one SQLite file (WAL); needs a real file path, not ':memory:'. Each collection is a table
 * with its JSON documents and a typed, indexed column per field its layout names. Queries use their own
 * connection, so they only ever see committed transactions; withCheckpoint writes through a second one.
 */
export class SqliteReadStore implements ReadStore {
  private readonly mutex: AsyncMutex;
  private readonly committed: SqliteDocuments;
  private readonly writerCollections: SqliteCollections;
  private readonly readListeners = new Set<ReadListener>();
  private readonly notify: ReadListener = (sql, params) =>
    this.readListeners.forEach((listen) => listen(sql, params));
  private closed = false;

  private constructor(
    private readonly reader: SqliteConnection,
    private readonly writer: SqliteConnection,
    private readonly filePath: string,
    private readonly lockTimeoutMs: number,
    private readonly cacheSize: string,
  ) {
    this.committed = new SqliteDocuments(reader, new SqliteCollections(reader), this.notify);
    this.writerCollections = new SqliteCollections(writer);
    // Stores on one file in one process must queue here: a blocking wait on the SQLite lock would
    // stall the event loop that has to finish the other store's transaction.
    this.mutex = sharedMutex(resolve(filePath));
  }

  static open(filePath: string, options: SqliteReadStoreOptions = {}): SqliteReadStore {
    const cache = `cache_size = -${(options.cacheMiB ?? 64) * 1024}`;
    const writer = SqliteConnection.open(filePath, { busyTimeoutMs: 5_000 });
    ensureReadStoreSchema(writer.db);
    // Lock waits happen in beginImmediate's async retry loop rather than blocking the thread.
    writer.db.pragma('busy_timeout = 20');
    writer.db.pragma(cache);
    const reader = SqliteConnection.open(filePath, { busyTimeoutMs: 5_000 });
    reader.db.pragma(cache);
    return new SqliteReadStore(reader, writer, filePath, options.lockTimeoutMs ?? 60_000, cache);
  }

  get<T extends ReadDocument>(collection: string, id: string): Promise<T | null> {
    return this.committed.get<T>(collection, id);
  }

  find<T extends ReadDocument>(
    collection: string,
    filter?: DocumentFilter,
    options?: FindOptions,
  ): Promise<T[]> {
    return this.committed.find<T>(collection, filter, options);
  }

  count(collection: string, filter?: DocumentFilter, options?: Pick<FindOptions, 'search'>): Promise<number> {
    return this.committed.count(collection, filter, options);
  }

  async withCheckpoint(checkpointName: string, work: CheckpointedWork): Promise<void> {
    await this.inWriteTransaction(async () => {
      const parts = this.batchParts();
      await parts.part(checkpointName, work);
      parts.writeCheckpoints();
    });
  }

  /** One transaction for a batch of many projectors; each of their withCheckpoint calls is a part of it (SqliteBatch). */
  async batch(work: (store: CheckpointStore) => Promise<void>): Promise<void> {
    await this.inWriteTransaction(async () => {
      const turns = new AsyncMutex();
      const parts = this.batchParts();
      let open = true;
      const withCheckpoint = (checkpointName: string, part: CheckpointedWork) =>
        turns.runExclusive(async () => {
          if (!open) throw new Error('Read-store batch used after its transaction ended');
          await parts.part(checkpointName, part);
        });
      try {
        await work({ withCheckpoint });
      } finally {
        open = false;
      }
      parts.writeCheckpoints();
    });
  }

  /**
   * Layout indexes are left out while `work` loads, then built in one sort each; commits skip fsync meanwhile
   * (a process crash loses nothing committed; a machine crash may lose the file, which a rebuild into a new file
   * leaves aside: see rebuildSqliteReadStoreFile). If `work` fails, the indexes it left out are built by the
   * next prepare.
   */
  async bulkLoad(work: () => Promise<void>): Promise<void> {
    this.writerCollections.deferIndexes();
    this.writer.db.pragma('synchronous = OFF');
    this.writer.db.pragma(`cache_size = -${BULK_CACHE_MIB * 1024}`);
    // Batches of thousands of events keep large sub-journals: in memory they cost a link-heavy rebuild 7 % more
    // CPU than SQLite's temporary files.
    this.writer.db.pragma('temp_store = FILE');
    try {
      await work();
      await this.inWriteTransaction(async () => this.writerCollections.indexDeferred());
    } finally {
      this.writerCollections.endDeferring();
      this.writer.db.pragma('synchronous = NORMAL');
      this.writer.db.pragma(this.cacheSize);
      this.writer.db.pragma('temp_store = MEMORY');
    }
  }

  async getCheckpoint(checkpointName: string): Promise<bigint | null> {
    return this.checkpointThrough(this.reader, checkpointName);
  }

  async reset(checkpointName: string, collections: string[]): Promise<void> {
    await this.inWriteTransaction(async () => {
      const documents = this.writerDocuments();
      for (const collection of collections) documents.clear(collection);
      this.writer.statement('DELETE FROM read_checkpoints WHERE name = ?').run(checkpointName);
    });
  }

  async prepare(collections: readonly string[], layouts: CollectionLayouts = {}): Promise<void> {
    await this.inWriteTransaction(async () => {
      for (const collection of collections) {
        const before = this.writerCollections.searchLayout(collection);
        const after = this.writerCollections.ensure(collection, layouts[collection] ?? {}).search;
        if (after && JSON.stringify(before) !== JSON.stringify(after))
          new SqliteSearchIndex(this.writer).rebuild(collection, after);
      }
    });
  }

  /**
   * Calls `listener` with every statement a query runs, projectors' reads inside withCheckpoint included (for
   * EXPLAIN QUERY PLAN checks); returns a stop.
   */
  onRead(listener: ReadListener): () => void {
    this.readListeners.add(listener);
    return () => this.readListeners.delete(listener);
  }

  /** The plan SQLite chooses for a statement, one line per step (`EXPLAIN QUERY PLAN`). */
  explain(sql: string, params: unknown[]): string[] {
    const rows = this.reader.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
    return rows.map((row) => row.detail);
  }

  async close(): Promise<void> {
    await this.mutex.runExclusive(async () => {
      if (this.closed) return;
      this.closed = true;
      this.reader.close();
      this.writer.close();
    });
  }

  /** The parts of a write transaction: each projector's writes and checkpoint, kept or undone together. */
  private batchParts(): SqliteBatch {
    return new SqliteBatch(this.writer, () => this.writerDocuments());
  }

  private writerDocuments(): SqliteDocuments {
    return new SqliteDocuments(this.writer, this.writerCollections, this.notify);
  }

  private checkpointThrough(connection: SqliteConnection, name: string): bigint | null {
    const row = connection.statement('SELECT position FROM read_checkpoints WHERE name = ?').get(name) as
      { position: string } | undefined;
    return row ? BigInt(row.position) : null;
  }

  private inWriteTransaction(work: () => Promise<void>): Promise<void> {
    return this.mutex.runExclusive(async () => {
      if (this.closed) throw new Error('SqliteReadStore is closed');
      await this.beginImmediate();
      this.writerCollections.pin();
      try {
        await work();
        this.writer.db.exec('COMMIT');
      } catch (error) {
        if (this.writer.db.inTransaction) this.writer.db.exec('ROLLBACK');
        throw error;
      } finally {
        this.writerCollections.unpin();
        // Also after a rollback: a reader that looks again finds the version as it was.
        if (this.writerCollections.takeSchemaChange()) schemaCommitted(this.filePath);
      }
    });
  }

  private async beginImmediate(): Promise<void> {
    const deadline = Date.now() + this.lockTimeoutMs;
    for (;;) {
      try {
        this.writer.db.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        if (!isSqliteBusy(error) || Date.now() > deadline) throw error;
        await sleep(5 + Math.random() * 20);
      }
    }
  }
}

/** Opens (and creates, with its directory) the read-model file, e.g. `${dataDir}/read-models.sqlite`. */
export function openSqliteReadStore(filePath: string, options?: SqliteReadStoreOptions): SqliteReadStore {
  mkdirSync(dirname(filePath), { recursive: true });
  return SqliteReadStore.open(filePath, options);
}
