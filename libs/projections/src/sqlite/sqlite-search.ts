import type { CollectionLayout, ReadDocument } from '../read-store.port';
import { searchWords } from '../search-words';
import type { SqliteConnection } from './sqlite-connection';
import { fieldValue, tableOf } from './sqlite-names';

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

/** Keeps the FTS rows of searchable collections in step with their documents (writer connection). */
export class SqliteSearchIndex {
  constructor(private readonly connection: SqliteConnection) {}

  index(collection: string, id: string, body: string): void {
    const added = this.connection
      .statement('INSERT INTO read_search_keys (collection, id) VALUES (?, ?) ON CONFLICT DO NOTHING')
      .run(collection, id);
    let searchRow = Number(added.lastInsertRowid);
    if (added.changes === 0) {
      searchRow = this.connection
        .statement('SELECT searchRow FROM read_search_keys WHERE collection = ? AND id = ?')
        .pluck()
        .get(collection, id) as number;
      this.connection.statement('DELETE FROM read_search_words WHERE rowid = ?').run(searchRow);
    }
    this.connection
      .statement('INSERT INTO read_search_words (rowid, body) VALUES (?, ?)')
      .run(searchRow, body);
  }

  /** Removes the FTS rows of the collection's documents that `where` selects (all when omitted). */
  remove(collection: string, where = '1', params: unknown[] = []): void {
    const keys = `SELECT k.searchRow FROM read_search_keys k JOIN ${tableOf(collection)} d ON d.id = k.id
      WHERE k.collection = ? AND (${where})`;
    this.connection
      .statement(`DELETE FROM read_search_words WHERE rowid IN (${keys})`)
      .run(collection, ...params);
    this.connection
      .statement(`DELETE FROM read_search_keys WHERE searchRow IN (${keys})`)
      .run(collection, ...params);
  }

  /** Re-indexes every document of the collection after its search layout changed. */
  rebuild(collection: string, search: SearchLayout | null): void {
    this.connection
      .statement(
        'DELETE FROM read_search_words WHERE rowid IN (SELECT searchRow FROM read_search_keys WHERE collection = ?)',
      )
      .run(collection);
    this.connection.statement('DELETE FROM read_search_keys WHERE collection = ?').run(collection);
    if (!search) return;
    const rows = this.connection.db.prepare(`SELECT doc FROM ${tableOf(collection)}`).all() as {
      doc: string;
    }[];
    for (const row of rows) {
      const document = JSON.parse(row.doc) as ReadDocument;
      this.index(collection, document.id, searchBodyOf(collection, document, search));
    }
  }
}
