import type {
  CollectionLayout,
  DocumentFilter,
  FindOptions,
  ReadDocument,
  ReadStoreWriter,
} from '../read-store.port';
import { assertFieldPath } from '../document-field';
import { ReadModelOwnerConflict } from '../read-store.port';
import type { CollectionShape, SqliteCollections } from './sqlite-collections';
import type { SqliteConnection } from './sqlite-connection';
import { type SqlFragment, orderBy, page, whereClause } from './sqlite-document-query';
import {
  type ColumnValue,
  SEARCH_ROW,
  columnValue,
  fieldValue,
  searchIndexOf,
  searchTableOf,
  tableOf,
} from './sqlite-names';
import { SqliteSearchIndex, matchExpression, searchBodyOf } from './sqlite-search';

/** Names are checked even when the collection does not exist yet, so bad input fails the same way always. */
function assertNames(collection: string, filter: DocumentFilter = {}, options: FindOptions = {}): void {
  tableOf(collection);
  Object.keys(filter).forEach(assertFieldPath);
  options.sort?.forEach(({ field }) => assertFieldPath(field));
}

export type ReadListener = (sql: string, params: unknown[]) => void;

/** A document ready to be written: its JSON, typed column values and search words as they were at put. */
export interface EncodedDocument {
  collection: string;
  id: string;
  json: string;
  columns: ColumnValue[];
  searchBody: string | null;
  insertSql: string;
}

/** Documents of every collection through one connection: the read connection, or the writer's. */
export class SqliteDocuments implements ReadStoreWriter {
  private readonly search: SqliteSearchIndex;

  constructor(
    private readonly connection: SqliteConnection,
    private readonly collections: SqliteCollections,
    private readonly onRead?: ReadListener,
  ) {
    this.search = new SqliteSearchIndex(connection);
  }

  async get<T extends ReadDocument>(collection: string, id: string): Promise<T | null> {
    const json = this.getJson(collection, id);
    return json === null ? null : (JSON.parse(json) as T);
  }

  /** The stored JSON text of a document, null when there is none. */
  getJson(collection: string, id: string): string | null {
    if (!this.collections.shape(collection)) return null;
    const row = this.read<{ doc: string }>(
      `SELECT doc FROM ${tableOf(collection)} d WHERE d.id = ?`,
      [id],
      'get',
    );
    return row ? row.doc : null;
  }

  async find<T extends ReadDocument>(
    collection: string,
    filter?: DocumentFilter,
    options: FindOptions = {},
  ): Promise<T[]> {
    assertNames(collection, filter, options);
    const shape = this.queried(collection);
    if (!shape || options.limit === 0) return [];
    const selection = this.selection(collection, filter, options.search);
    if (!selection) return [];
    const tail = page(options);
    const ordered = `${selection.sql}${orderBy(options, shape, filter)}${tail.sql}`;
    // Paging past the first rows walks the index only, then reads the documents of the page.
    const sql = options.offset
      ? `SELECT d.doc FROM (SELECT d.id ${ordered}) AS p CROSS JOIN ${tableOf(collection)} d ON d.id = p.id`
      : `SELECT d.doc ${ordered}`;
    const rows = this.read<{ doc: string }>(sql, [...selection.params, ...tail.params], 'all');
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  async count(
    collection: string,
    filter?: DocumentFilter,
    options: Pick<FindOptions, 'search'> = {},
  ): Promise<number> {
    assertNames(collection, filter);
    if (!this.queried(collection)) return 0;
    const selection = this.selection(collection, filter, options.search);
    if (!selection) return 0;
    return this.read<{ n: number }>(`SELECT COUNT(*) AS n ${selection.sql}`, selection.params, 'get')?.n ?? 0;
  }

  async put(collection: string, document: ReadDocument): Promise<void> {
    this.write(this.encode(collection, document));
  }

  /** Everything a put stores, taken from the document now (creating the collection's table if needed). */
  encode(collection: string, document: ReadDocument): EncodedDocument {
    if (typeof document.id !== 'string' || !document.id) throw new Error('A read document needs a string id');
    const shape = this.collections.shape(collection) ?? this.collections.ensure(collection);
    return {
      collection,
      id: document.id,
      json: JSON.stringify(document),
      columns: shape.fields.map((f) => columnValue(fieldValue(document, f))),
      searchBody: shape.search ? searchBodyOf(collection, document, shape.search) : null,
      insertSql: shape.insertSql,
    };
  }

  /** Runs an encoded put; throws ReadModelOwnerConflict when another account's document holds the id. */
  write(encoded: EncodedDocument): void {
    const { collection, id, json, columns, searchBody, insertSql } = encoded;
    const statement = this.connection.statement(insertSql);
    if (searchBody === null) {
      if (statement.run(id, json, ...columns).changes === 0) throw new ReadModelOwnerConflict(collection, id);
      return;
    }
    const numbered = this.search.numberOf(collection, id);
    const number = numbered ?? this.search.nextNumber(collection);
    if (statement.run(id, json, number, ...columns).changes === 0)
      throw new ReadModelOwnerConflict(collection, id);
    this.search.index(collection, number, searchBody, numbered !== null);
  }

  async delete(collection: string, id: string): Promise<void> {
    this.remove(collection, id);
  }

  remove(collection: string, id: string): void {
    if (!this.collections.shape(collection)) return;
    if (this.collections.searchLayout(collection)) this.search.remove(collection, 'd.id = ?', [id]);
    this.connection.statement(`DELETE FROM ${tableOf(collection)} WHERE id = ?`).run(id);
  }

  async deleteMany(collection: string, filter: DocumentFilter): Promise<number> {
    const shape = this.queried(collection);
    if (!shape) return 0;
    const where = whereClause(filter, shape);
    if (this.collections.searchLayout(collection)) this.search.remove(collection, where.sql, where.params);
    return this.connection
      .statement(`DELETE FROM ${tableOf(collection)} AS d WHERE ${where.sql}`)
      .run(...where.params).changes;
  }

  /** Drops every document and search row of the collection (used by reset). */
  clear(collection: string): void {
    if (!this.collections.shape(collection)) return;
    if (this.collections.searchLayout(collection)) this.search.clear(collection);
    this.connection.db.exec(`DELETE FROM ${tableOf(collection)}`);
  }

  /** The shape of a collection about to be queried; indexes a bulk load left out are built first. */
  private queried(collection: string): CollectionShape | null {
    this.collections.indexDeferred(collection);
    return this.collections.shape(collection);
  }

  /** `FROM ... WHERE ...` of a query; null when the search text holds no words, so nothing can match it. */
  private selection(collection: string, filter: DocumentFilter = {}, search?: string): SqlFragment | null {
    const shape = this.collections.shape(collection);
    const where = whereClause(filter, shape);
    const layout = search?.trim() ? this.collections.searchLayout(collection) : null;
    if (!layout) return { sql: `FROM ${tableOf(collection)} d WHERE ${where.sql}`, params: where.params };
    const match = matchExpression(collection, this.scopeValue(filter, layout), search as string);
    if (!match) return null;
    const words = searchTableOf(collection);
    // The matches outside (CROSS JOIN) and each document read by its search row (INDEXED BY). With an equality
    // filter (type=company) SQLite otherwise walked that filter's index once per match, or ran the match once
    // per row of it: a search of 10,000 companies took 40-70 s and held the store meanwhile.
    return {
      sql:
        `FROM ${words} CROSS JOIN ${tableOf(collection)} d INDEXED BY ${searchIndexOf(collection)} ` +
        `ON d.${SEARCH_ROW} = ${words}.rowid ` +
        `WHERE ${words} MATCH ? AND ${where.sql}`,
      params: [match, ...where.params],
    };
  }

  private scopeValue(filter: DocumentFilter, layout: NonNullable<CollectionLayout['search']>): unknown {
    const value = filter[layout.scope];
    if (value === undefined || Array.isArray(value) || (value !== null && typeof value === 'object'))
      throw new Error(`A search of this collection needs one value of ${layout.scope} in the filter`);
    return value;
  }

  private read<R>(sql: string, params: unknown[], mode: 'get'): R | undefined;
  private read<R>(sql: string, params: unknown[], mode: 'all'): R[];
  private read<R>(sql: string, params: unknown[], mode: 'get' | 'all'): R | R[] | undefined {
    this.onRead?.(sql, params);
    const statement = this.connection.statement(sql);
    return mode === 'get' ? (statement.get(...params) as R | undefined) : (statement.all(...params) as R[]);
  }
}
