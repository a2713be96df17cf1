import type { ClientSession, Db, Document, Filter } from 'mongodb';
import { assertFieldPath } from '../document-field';
import { ReadModelOwnerConflict } from '../read-store.port';
import type {
  CollectionLayout,
  DocumentFilter,
  FilterRange,
  FindOptions,
  ReadDocument,
  ReadStoreWriter,
} from '../read-store.port';
import { searchWords } from '../search-words';

export const READ_MODEL_PREFIX = 'rm_';
export const collectionName = (collection: string) => `${READ_MODEL_PREFIX}${collection}`;

const RANGE_OPERATORS = { gt: '$gt', gte: '$gte', lt: '$lt', lte: '$lte' } as const;

const toMongoRange = (range: FilterRange): Document =>
  Object.fromEntries(
    Object.entries(range)
      .filter(([, bound]) => bound !== undefined)
      .map(([key, bound]) => [RANGE_OPERATORS[key as keyof FilterRange], bound]),
  );

export function toMongoFilter(filter: DocumentFilter = {}): Filter<Document> {
  const query: Filter<Document> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) query[assertFieldPath(field)] = { $in: value };
    else if (value !== null && typeof value === 'object') query[assertFieldPath(field)] = toMongoRange(value);
    else query[assertFieldPath(field)] = value;
  }
  return query;
}

/** Word prefixes kept in `_search`, so a search is an indexed `$all` on exact prefixes, as FTS5 prefix queries. */
export const SEARCH_FIELD = '_search';
const MAX_PREFIX = 24;

export function searchPrefixes(document: ReadDocument, fields: readonly string[]): string[] {
  const text = fields
    .map((field) => document[field])
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' ');
  const prefixes = new Set<string>();
  for (const word of searchWords(text))
    for (let length = 1; length <= Math.min(word.length, MAX_PREFIX); length++)
      prefixes.add(word.slice(0, length));
  return [...prefixes];
}

// A blank search is no search; text without words ('%', '?!') matches nothing, as on SQLite.
const searchCondition = (text: string | undefined): Filter<Document> => {
  if (!text?.trim()) return {};
  const words = searchWords(text).map((word) => word.slice(0, MAX_PREFIX));
  return words.length ? { [SEARCH_FIELD]: { $all: words } } : { _id: { $in: [] } };
};

const toReadDocument = <T extends ReadDocument>(stored: Document): T => {
  const { _id: _storedId, [SEARCH_FIELD]: _search, ...document } = stored;
  return document as T;
};

/** Read models as `rm_<collection>`, stored with `_id = id` (and `id` kept so filters can use it); every call runs in `session` when given. */
export class MongoDocuments implements ReadStoreWriter {
  constructor(
    private readonly db: Db,
    private readonly session?: ClientSession,
    private readonly searchOf: (collection: string) => CollectionLayout['search'] = () => undefined,
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
    sort._id = options.sort?.at(-1)?.direction === 'desc' ? -1 : 1;
    const query = { ...toMongoFilter(filter), ...searchCondition(options.search) };
    let cursor = this.collection(collection).find(query, {
      session: this.session,
      sort,
      projection: { [SEARCH_FIELD]: 0 },
    });
    if (options.offset) cursor = cursor.skip(options.offset);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()).map((stored) => toReadDocument<T>(stored));
  }

  count(
    collection: string,
    filter?: DocumentFilter,
    options: Pick<FindOptions, 'search'> = {},
  ): Promise<number> {
    return this.collection(collection).countDocuments(
      { ...toMongoFilter(filter), ...searchCondition(options.search) },
      { session: this.session },
    );
  }

  async put(collection: string, document: ReadDocument): Promise<void> {
    if (typeof document.id !== 'string' || !document.id) throw new Error('A read document needs a string id');
    const search = this.searchOf(collection);
    const stored = search
      ? { ...document, [SEARCH_FIELD]: searchPrefixes(document, search.fields) }
      : document;
    // Filtering on the owner too: a document of another account under this id makes the upsert's insert
    // fail on the _id index instead of replacing it.
    const owner = { accountId: { $in: [document.accountId ?? null, null] } };
    try {
      await this.collection(collection).replaceOne({ _id: document.id as never, ...owner } as never, stored, {
        upsert: true,
        session: this.session,
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000)
        throw new ReadModelOwnerConflict(collection, document.id);
      throw error;
    }
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
