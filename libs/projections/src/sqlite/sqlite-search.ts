import type { CollectionLayout, ReadDocument } from '../read-store.port';
import { searchWords } from '../search-words';
import type { SqliteConnection } from './sqlite-connection';
import { fieldValue, tableOf } from './sqlite-names';

type SearchLayout = NonNullable<CollectionLayout['search']>;

/** One FTS5 token per (collection, scope value), so a search never reads another tenant's postings. */
export function scopeToken(collection: string, scopeValue: unknown): string {
  const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  return `c${plain(collection)}v${plain(String(scopeValue))}`;
}

/** The FTS5 query for `text` within one scope; null when `text` holds no words at all. */
export function matchExpression(collection: string, scopeValue: unknown, text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return [`scope:${scopeToken(collection, scopeValue)}`, ...words.map((word) => `body:"${word}"*`)].join(
    ' AND ',
  );
}

const bodyOf = (document: ReadDocument, search: SearchLayout): string =>
  search.fields
    .map((field) => fieldValue(document, field))
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' ');

/** Keeps the FTS rows of searchable collections in step with their documents (writer connection). */
export class SqliteSearchIndex {
  constructor(private readonly connection: SqliteConnection) {}

  index(collection: string, document: ReadDocument, search: SearchLayout): void {
    const { searchRow } = this.connection
      .statement(
        'INSERT INTO read_search_keys (collection, id) VALUES (?, ?) ' +
          'ON CONFLICT (collection, id) DO UPDATE SET id = excluded.id RETURNING searchRow',
      )
      .get(collection, document.id) as { searchRow: number };
    this.connection.statement('DELETE FROM read_search WHERE rowid = ?').run(searchRow);
    this.connection
      .statement('INSERT INTO read_search (rowid, scope, body) VALUES (?, ?, ?)')
      .run(searchRow, scopeToken(collection, fieldValue(document, search.scope)), bodyOf(document, search));
  }

  /** Removes the FTS rows of the collection's documents that `where` selects (all when omitted). */
  remove(collection: string, where = '1', params: unknown[] = []): void {
    const keys = `SELECT k.searchRow FROM read_search_keys k JOIN ${tableOf(collection)} d ON d.id = k.id
      WHERE k.collection = ? AND (${where})`;
    this.connection.statement(`DELETE FROM read_search WHERE rowid IN (${keys})`).run(collection, ...params);
    this.connection
      .statement(`DELETE FROM read_search_keys WHERE searchRow IN (${keys})`)
      .run(collection, ...params);
  }

  /** Re-indexes every document of the collection after its search layout changed. */
  rebuild(collection: string, search: SearchLayout | null): void {
    this.connection
      .statement(
        'DELETE FROM read_search WHERE rowid IN (SELECT searchRow FROM read_search_keys WHERE collection = ?)',
      )
      .run(collection);
    this.connection.statement('DELETE FROM read_search_keys WHERE collection = ?').run(collection);
    if (!search) return;
    const rows = this.connection.db.prepare(`SELECT doc FROM ${tableOf(collection)}`).all() as {
      doc: string;
    }[];
    for (const row of rows) this.index(collection, JSON.parse(row.doc) as ReadDocument, search);
  }
}
