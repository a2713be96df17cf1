import type { CollectionLayout, ReadDocument } from '../read-store.port';
import { searchWords } from '../search-words';
import type { SqliteConnection } from './sqlite-connection';
import { SEARCH_ROW, fieldValue, searchTableOf, tableOf } from './sqlite-names';

type SearchLayout = NonNullable<CollectionLayout['search']>;

/**
 * Every indexed word carries its (collection, scope value) in front, so a search walks only the terms of
 * one tenant: a word common to every account ('company') costs what that one account holds of it.
 */
export function scopePrefix(collection: string, scopeValue: unknown): string {
  const hex = Buffer.from(String(scopeValue)).toString('hex');
  return `c${collection.toLowerCase().replace(/[^a-z]/g, '')}v${hex}z`;
}

/** The FTS5 query for `text` within one scope; null when `text` holds no words at all. */
export function matchExpression(collection: string, scopeValue: unknown, text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const prefix = scopePrefix(collection, scopeValue);
  return words.map((word) => `"${prefix}${word}"*`).join(' AND ');
}

/** The words a document is found by, each behind its collection and scope. */
export const searchBodyOf = (collection: string, document: ReadDocument, search: SearchLayout): string => {
  const text = search.fields
    .map((field) => fieldValue(document, field))
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' ');
  const prefix = scopePrefix(collection, fieldValue(document, search.scope));
  return [...new Set(searchWords(text))].map((word) => `${prefix}${word}`).join(' ');
};

/** The contentless full-text table of one collection, created when missing. */
export function createSearchTable(connection: SqliteConnection, collection: string): void {
  connection.db.exec(
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${searchTableOf(collection)} USING fts5(` +
      "body, tokenize = 'unicode61 remove_diacritics 2', content = '', contentless_delete = 1)",
  );
}

/**
 * Keeps the full-text rows of searchable collections in step with their documents (writer connection). A
 * document's full-text row id is its `search_row`, a number its own table keeps (docs/decisions/0058).
 */
export class SqliteSearchIndex {
  constructor(private readonly connection: SqliteConnection) {}

  /** The number of the collection's document `id`; null when there is no such document. */
  numberOf(collection: string, id: string): number | null {
    const sql = `SELECT ${SEARCH_ROW} AS n FROM ${tableOf(collection)} WHERE id = ?`;
    const row = this.connection.statement(sql).get(id) as { n: number } | undefined;
    return row ? row.n : null;
  }

  /** The number a new document of the collection takes: the highest plus one (an index seek). */
  nextNumber(collection: string): number {
    const sql = `SELECT coalesce(max(${SEARCH_ROW}), 0) + 1 AS n FROM ${tableOf(collection)}`;
    return (this.connection.statement(sql).get() as { n: number }).n;
  }

  /** Files the words of the document numbered `searchRow`; `replacing` the words it had. */
  index(collection: string, searchRow: number, body: string, replacing = true): void {
    // A plain insert where nothing can be replaced: REPLACE costs a lookup in every segment of the index.
    const verb = replacing ? 'INSERT OR REPLACE' : 'INSERT';
    this.connection
      .statement(`${verb} INTO ${searchTableOf(collection)} (rowid, body) VALUES (?, ?)`)
      .run(searchRow, body);
  }

  /** Removes the full-text rows of the collection's documents that `where` selects. */
  remove(collection: string, where: string, params: unknown[]): void {
    this.connection
      .statement(
        `DELETE FROM ${searchTableOf(collection)} WHERE rowid IN ` +
          `(SELECT d.${SEARCH_ROW} FROM ${tableOf(collection)} d WHERE ${where})`,
      )
      .run(...params);
  }

  /** Drops every full-text row of the collection. */
  clear(collection: string): void {
    const table = searchTableOf(collection);
    this.connection.statement(`INSERT INTO ${table} (${table}) VALUES ('delete-all')`).run();
  }

  /** Numbers every document of the collection afresh and files its words, after its search layout changed. */
  rebuild(collection: string, search: SearchLayout): void {
    this.clear(collection);
    const table = tableOf(collection);
    const rows = this.connection.db.prepare(`SELECT id, doc FROM ${table} ORDER BY id`).all() as {
      id: string;
      doc: string;
    }[];
    const number = this.connection.db.prepare(`UPDATE ${table} SET ${SEARCH_ROW} = ? WHERE id = ?`);
    rows.forEach((row, index) => {
      number.run(index + 1, row.id);
      const document = JSON.parse(row.doc) as ReadDocument;
      this.index(collection, index + 1, searchBodyOf(collection, document, search), false);
    });
  }
}
