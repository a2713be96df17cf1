import type { DocumentFilter, FindOptions, ReadDocument, ReadStoreWriter } from '../read-store.port';
import type { SqliteConnection } from './sqlite-connection';
import { orderAndPage, whereClause } from './sqlite-document-query';

/** Documents of every collection through one connection: the read connection, or the writer's. */
export class SqliteDocuments implements ReadStoreWriter {
  constructor(private readonly connection: SqliteConnection) {}

  async get<T extends ReadDocument>(collection: string, id: string): Promise<T | null> {
    const row = this.connection
      .statement('SELECT doc FROM read_documents WHERE collection = ? AND id = ?')
      .get(collection, id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async find<T extends ReadDocument>(
    collection: string,
    filter?: DocumentFilter,
    options?: FindOptions,
  ): Promise<T[]> {
    const where = whereClause(collection, filter);
    const tail = orderAndPage(options);
    const rows = this.connection
      .statement(`SELECT doc FROM read_documents WHERE ${where.sql}${tail.sql}`)
      .all(...where.params, ...tail.params) as { doc: string }[];
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  async count(collection: string, filter?: DocumentFilter): Promise<number> {
    const where = whereClause(collection, filter);
    const row = this.connection
      .statement(`SELECT COUNT(*) AS n FROM read_documents WHERE ${where.sql}`)
      .get(...where.params) as { n: number };
    return row.n;
  }

  async put(collection: string, document: ReadDocument): Promise<void> {
    if (typeof document.id !== 'string' || !document.id) throw new Error('A read document needs a string id');
    this.connection
      .statement('INSERT OR REPLACE INTO read_documents (collection, id, doc) VALUES (?, ?, ?)')
      .run(collection, document.id, JSON.stringify(document));
  }

  async delete(collection: string, id: string): Promise<void> {
    this.connection
      .statement('DELETE FROM read_documents WHERE collection = ? AND id = ?')
      .run(collection, id);
  }

  async deleteMany(collection: string, filter: DocumentFilter): Promise<number> {
    const where = whereClause(collection, filter);
    return this.connection.statement(`DELETE FROM read_documents WHERE ${where.sql}`).run(...where.params)
      .changes;
  }
}
