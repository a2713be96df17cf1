import type { ClientSession, Db, Document, Filter } from 'mongodb';
import { assertFieldPath } from '../document-field';
import type { DocumentFilter, FindOptions, ReadDocument, ReadStoreWriter } from '../read-store.port';

export const READ_MODEL_PREFIX = 'rm_';
export const collectionName = (collection: string) => `${READ_MODEL_PREFIX}${collection}`;

export function toMongoFilter(filter: DocumentFilter = {}): Filter<Document> {
  const query: Filter<Document> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    query[assertFieldPath(field)] = Array.isArray(value) ? { $in: value } : value;
  }
  return query;
}

const toReadDocument = <T extends ReadDocument>(stored: Document): T => {
  const { _id: _storedId, ...document } = stored;
  return document as T;
};

/** Read models as `rm_<collection>`, stored with `_id = id` (and `id` kept so filters can use it); every call runs in `session` when given. */
export class MongoDocuments implements ReadStoreWriter {
  constructor(
    private readonly db: Db,
    private readonly session?: ClientSession,
  ) {}

  async get<T extends ReadDocument>(collection: string, id: string): Promise<T | null> {
    const stored = await this.collection(collection).findOne({ _id: id as never }, { session: this.session });
    return stored ? toReadDocument<T>(stored) : null;
  }

  async find<T extends ReadDocument>(
    collection: string,
    filter?: DocumentFilter,
    options: FindOptions = {},
  ): Promise<T[]> {
    if (options.limit === 0) return [];
    const sort: Record<string, 1 | -1> = {};
    for (const { field, direction } of options.sort ?? [])
      sort[assertFieldPath(field)] = direction === 'desc' ? -1 : 1;
    sort._id = 1;
    let cursor = this.collection(collection).find(toMongoFilter(filter), { session: this.session, sort });
    if (options.offset) cursor = cursor.skip(options.offset);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()).map((stored) => toReadDocument<T>(stored));
  }

  count(collection: string, filter?: DocumentFilter): Promise<number> {
    return this.collection(collection).countDocuments(toMongoFilter(filter), { session: this.session });
  }

  async put(collection: string, document: ReadDocument): Promise<void> {
    if (typeof document.id !== 'string' || !document.id) throw new Error('A read document needs a string id');
    await this.collection(collection).replaceOne({ _id: document.id as never }, document, {
      upsert: true,
      session: this.session,
    });
  }

  async delete(collection: string, id: string): Promise<void> {
    await this.collection(collection).deleteOne({ _id: id as never }, { session: this.session });
  }

  async deleteMany(collection: string, filter: DocumentFilter): Promise<number> {
    const result = await this.collection(collection).deleteMany(toMongoFilter(filter), {
      session: this.session,
    });
    return result.deletedCount;
  }

  private collection(collection: string) {
    return this.db.collection(collectionName(collection));
  }
}
