import type { DocumentFilter, FindOptions, ReadDocument, ReadStoreWriter } from '../read-store.port';
import { ReadModelOwnerConflict } from '../read-store.port';
import type { EncodedDocument, SqliteDocuments } from './sqlite-documents';

/** What the transaction knows of one id: its JSON and owner, or null when there is no document. */
type Known = { json: string; owner: unknown } | null;

const ownerOf = (document: ReadDocument): unknown => document.accountId ?? null;

/**
 * The writer of one withCheckpoint transaction: a read-through, write-behind cache over the writer
 * connection. A get reads a document once per transaction; puts and deletes are kept (the last one per id)
 * and written when the transaction ends, or before a find, count or deleteMany of their collection reads
 * the tables. So a projector that reads and rewrites the same document (a counter per account, an entity's
 * row) for every event of a batch costs one read and one write per batch, with no change to the projector.
 * Documents are kept as the JSON text taken at put, so the projector may go on changing its objects.
 */
export class SqliteWriteBehind implements ReadStoreWriter {
  private readonly known = new Map<string, Map<string, Known>>();
  private readonly pending = new Map<string, Map<string, EncodedDocument | null>>();

  /** `beforeWrite` runs before each statement that changes a table (a batch opens its savepoint there). */
  constructor(
    private readonly documents: SqliteDocuments,
    private readonly beforeWrite: () => void = () => undefined,
  ) {}

  async get<T extends ReadDocument>(collection: string, id: string): Promise<T | null> {
    const known = this.knownOf(collection).get(id);
    if (known !== undefined) return known === null ? null : (JSON.parse(known.json) as T);
    const json = this.documents.getJson(collection, id);
    if (json === null) {
      this.knownOf(collection).set(id, null);
      return null;
    }
    const document = JSON.parse(json) as T;
    this.knownOf(collection).set(id, { json, owner: ownerOf(document) });
    return document;
  }

  async find<T extends ReadDocument>(
    collection: string,
    filter?: DocumentFilter,
    options?: FindOptions,
  ): Promise<T[]> {
    this.flush(collection);
    return this.documents.find<T>(collection, filter, options);
  }

  async count(
    collection: string,
    filter?: DocumentFilter,
    options?: Pick<FindOptions, 'search'>,
  ): Promise<number> {
    this.flush(collection);
    return this.documents.count(collection, filter, options);
  }

  async put(collection: string, document: ReadDocument): Promise<void> {
    const encoded = this.documents.encode(collection, document);
    const owner = ownerOf(document);
    const known = this.knownOf(collection).get(encoded.id);
    // The same rule as the stored upsert: another account's document is never replaced.
    if (known && known.owner !== null && known.owner !== owner)
      throw new ReadModelOwnerConflict(collection, encoded.id);
    this.knownOf(collection).set(encoded.id, { json: encoded.json, owner });
    this.pendingOf(collection).set(encoded.id, encoded);
  }

  async delete(collection: string, id: string): Promise<void> {
    this.knownOf(collection).set(id, null);
    this.pendingOf(collection).set(id, null);
  }

  async deleteMany(collection: string, filter: DocumentFilter): Promise<number> {
    this.flush(collection);
    this.known.delete(collection);
    this.beforeWrite();
    return this.documents.deleteMany(collection, filter);
  }

  /** Writes what is kept: of one collection, or of all when none is named. */
  flush(collection?: string): void {
    const collections = collection === undefined ? [...this.pending.keys()] : [collection];
    for (const name of collections) {
      const writes = this.pending.get(name);
      if (!writes) continue;
      this.pending.delete(name);
      if (writes.size > 0) this.beforeWrite();
      for (const [id, encoded] of writes)
        if (encoded) this.documents.write(encoded);
        else this.documents.remove(name, id);
    }
  }

  private knownOf(collection: string): Map<string, Known> {
    let known = this.known.get(collection);
    if (!known) this.known.set(collection, (known = new Map()));
    return known;
  }

  private pendingOf(collection: string): Map<string, EncodedDocument | null> {
    let pending = this.pending.get(collection);
    if (!pending) this.pending.set(collection, (pending = new Map()));
    return pending;
  }
}
