import {
  type AnyBulkWriteOperation,
  type ClientSession,
  type Db,
  MongoClient,
  MongoServerError,
} from 'mongodb';
import { AsyncMutex } from '../async-mutex';
import type {
  CollectionLayout,
  CollectionLayouts,
  DocumentFilter,
  FindOptions,
  ReadDocument,
  ReadStore,
  ReadStoreWriter,
} from '../read-store.port';
import { scopedWriter } from '../scoped-writer';
import { MongoDocuments, SEARCH_FIELD, collectionName, searchPrefixes } from './mongo-documents';

interface CheckpointDocument {
  _id: string;
  position?: string;
  touches?: number;
}

const CHECKPOINTS = 'read_checkpoints';
const LAYOUTS = 'read_layouts';

/**
 * Read models in MongoDB (a replica set: transactions are required). withCheckpoint may run `work`
 * again when MongoDB retries a transaction after a write conflict, so `work` must not keep state
 * outside the writer between attempts.
 */
export class MongoReadStore implements ReadStore {
  private readonly mutex = new AsyncMutex();
  private readonly committed: MongoDocuments;
  /** Layouts this process prepared: the writer adds search prefixes to documents of searchable collections. */
  private readonly layouts: Record<string, CollectionLayout> = {};
  private readonly searchOf = (collection: string) => this.layouts[collection]?.search;

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.committed = new MongoDocuments(db);
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

  async withCheckpoint(
    checkpointName: string,
    work: (writer: ReadStoreWriter, checkpoint: bigint | null) => Promise<bigint | null>,
  ): Promise<void> {
    await this.inTransaction(async (session) => {
      // Writing the checkpoint document first takes its write lock, so another process working on the
      // same checkpoint hits a write conflict and MongoDB retries it after this transaction.
      const current = await this.checkpoints().findOneAndUpdate(
        { _id: checkpointName },
        { $inc: { touches: 1 } },
        { upsert: true, returnDocument: 'after', session },
      );
      let open = true;
      try {
        const checkpoint = current?.position === undefined ? null : BigInt(current.position);
        const next = await work(
          scopedWriter(new MongoDocuments(this.db, session, this.searchOf), () => open),
          checkpoint,
        );
        if (next !== null) {
          await this.checkpoints().updateOne(
            { _id: checkpointName },
            { $set: { position: next.toString() } },
            { session },
          );
        }
      } finally {
        open = false;
      }
    });
  }

  async getCheckpoint(checkpointName: string): Promise<bigint | null> {
    const stored = await this.checkpoints().findOne({ _id: checkpointName });
    return stored?.position === undefined ? null : BigInt(stored.position);
  }

  async reset(checkpointName: string, collections: string[]): Promise<void> {
    await this.inTransaction(async (session) => {
      for (const collection of collections) {
        await this.db.collection(collectionName(collection)).deleteMany({}, { session });
      }
      await this.checkpoints().deleteOne({ _id: checkpointName }, { session });
    });
  }

  async prepare(collections: readonly string[], layouts: CollectionLayouts = {}): Promise<void> {
    const existing = new Set(
      (await this.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name),
    );
    if (!existing.has(CHECKPOINTS)) await this.createCollection(CHECKPOINTS);
    for (const collection of collections) {
      const name = collectionName(collection);
      if (!existing.has(name)) await this.createCollection(name);
      const layout = layouts[collection] ?? {};
      this.layouts[collection] = layout;
      const indexes = [['accountId'], ...(layout.indexes ?? [])].map((fields) =>
        Object.fromEntries(fields.map((field) => [field, 1 as const])),
      );
      if (layout.search) indexes.push({ [layout.search.scope]: 1, [SEARCH_FIELD]: 1 });
      for (const keys of indexes) await this.db.collection(name).createIndex(keys);
      await this.reindexSearchIfChanged(collection, layout);
    }
  }

  /** Documents written before their collection's search was declared (or changed) get their prefixes. */
  private async reindexSearchIfChanged(collection: string, layout: CollectionLayout): Promise<void> {
    const layouts = this.db.collection<{ _id: string; search: string }>(LAYOUTS);
    const search = JSON.stringify(layout.search ?? null);
    const stored = await layouts.findOne({ _id: collection });
    if ((stored?.search ?? 'null') === search) return;
    const documents = this.db.collection(collectionName(collection));
    let batch: AnyBulkWriteOperation[] = [];
    for await (const stored of documents.find({})) {
      const prefixes = layout.search
        ? searchPrefixes(stored as unknown as ReadDocument, layout.search.fields)
        : [];
      batch.push({
        updateOne: { filter: { _id: stored._id }, update: { $set: { [SEARCH_FIELD]: prefixes } } },
      });
      if (batch.length < 1000) continue;
      await documents.bulkWrite(batch);
      batch = [];
    }
    if (batch.length) await documents.bulkWrite(batch);
    await layouts.replaceOne({ _id: collection }, { search }, { upsert: true });
  }

  async close(): Promise<void> {
    await this.mutex.runExclusive(() => this.client.close());
  }

  private inTransaction(work: (session: ClientSession) => Promise<void>): Promise<void> {
    return this.mutex.runExclusive(async () => {
      const session = this.client.startSession();
      try {
        await session.withTransaction(() => work(session), {
          writeConcern: { w: 'majority' },
          readPreference: 'primary',
        });
      } finally {
        await session.endSession();
      }
    });
  }

  private async createCollection(name: string): Promise<void> {
    try {
      await this.db.createCollection(name);
    } catch (error) {
      // NamespaceExists: another process created it first.
      if (!(error instanceof MongoServerError && error.code === 48)) throw error;
    }
  }

  private checkpoints() {
    return this.db.collection<CheckpointDocument>(CHECKPOINTS);
  }
}

const databaseInUrl = (url: string) => /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(url)?.[1];

/** Connects to `url` (a replica set); the database is `dbName`, else the URL's path, else 'ledgerline'. */
export async function openMongoReadStore(
  url: string,
  options: { dbName?: string } = {},
): Promise<MongoReadStore> {
  // Bounded so a request needing a MongoDB that is gone fails in seconds (503) instead of the driver's 30 s.
  const client = await new MongoClient(url, {
    serverSelectionTimeoutMS: 5000,
    connectTimeoutMS: 5000,
    socketTimeoutMS: 30_000,
  }).connect();
  return new MongoReadStore(client, client.db(options.dbName ?? databaseInUrl(url) ?? 'ledgerline'));
}
