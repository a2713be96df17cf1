import type { CollectionLayout } from '../read-store.port';
import type { SqliteConnection } from './sqlite-connection';
import {
  SEARCH_ROW,
  columnFromJson,
  columnOf,
  indexNameOf,
  searchIndexOf,
  searchTableOf,
  tableOf,
} from './sqlite-names';
import { createSearchTable } from './sqlite-search';
import { SchemaTurns } from './sqlite-schema-turns';

export interface CollectionShape {
  /** Fields stored in typed columns. */
  columns: ReadonlySet<string>;
  /** The same fields in column order, and the statement that writes a document with them. */
  fields: readonly string[];
  insertSql: string;
  search: NonNullable<CollectionLayout['search']> | null;
}

const fieldsOf = (layout: CollectionLayout): string[] => [
  ...new Set([...(layout.indexes ?? []).flat(), ...(layout.search ? [layout.search.scope] : [])]),
];

/**
 * What one connection knows of the per-collection tables. The cache is dropped whenever the schema
 * version changes, so a column or table another process added is seen from the next turn of the event loop
 * (SchemaTurns), and one a writer of this process committed at the next query.
 */
export class SqliteCollections {
  private schemaVersion = -1;
  private pinned = false;
  private schemaChanged = false;
  private readonly turns: SchemaTurns;
  private readonly shapes = new Map<string, CollectionShape | null>();
  private deferring = false;
  /** Collections whose layout indexes are left out until indexDeferred (a bulk load). */
  private readonly deferred = new Map<string, CollectionLayout>();

  constructor(private readonly connection: SqliteConnection) {
    this.turns = new SchemaTurns(connection.db.name);
  }

  /**
   * While the connection holds the write lock no other process can change the schema, so the version is
   * checked once here instead of at every statement, until unpin().
   */
  pin(): void {
    this.checkSchemaVersion();
    this.pinned = true;
  }

  unpin(): void {
    this.pinned = false;
  }

  /** Whether this writer changed the schema since the last call (its transaction's commit tells the readers). */
  takeSchemaChange(): boolean {
    const changed = this.schemaChanged;
    this.schemaChanged = false;
    return changed;
  }

  /** Null when the collection has no table yet (nothing was ever written or prepared). */
  shape(collection: string): CollectionShape | null {
    if (!this.pinned && this.turns.due()) this.checkSchemaVersion();
    if (!this.shapes.has(collection)) this.shapes.set(collection, this.readShape(collection));
    return this.shapes.get(collection) ?? null;
  }

  searchLayout(collection: string): CollectionShape['search'] {
    return this.shape(collection)?.search ?? null;
  }

  /**
   * From now on ensure() leaves a layout's indexes out (and drops those present), so a bulk load into
   * empty tables writes no index rows; indexDeferred builds them, each in one sort.
   */
  deferIndexes(): void {
    this.deferring = true;
  }

  /** Stops leaving indexes out; those left out so far are built by indexDeferred or the next ensure. */
  endDeferring(): void {
    this.deferring = false;
    this.deferred.clear();
  }

  /** Builds the left-out indexes of `collection`, or of all when none is named. */
  indexDeferred(collection?: string): void {
    for (const name of collection === undefined ? [...this.deferred.keys()] : [collection]) {
      const layout = this.deferred.get(name);
      if (!layout) continue;
      this.deferred.delete(name);
      this.syncIndexes(name, layout);
    }
  }

  /** Creates the table when missing; with a layout also its columns, indexes and search (writer only). */
  ensure(collection: string, layout?: CollectionLayout): CollectionShape {
    const table = tableOf(collection);
    const db = this.connection.db;
    this.schemaChanged = true;
    db.exec(`CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID`);
    if (layout) {
      const existing = this.readShape(collection)?.columns ?? new Set<string>();
      for (const field of fieldsOf(layout).filter((f) => !existing.has(f))) {
        db.exec(`ALTER TABLE ${table} ADD COLUMN ${columnOf(field)}`);
        db.exec(`UPDATE ${table} SET ${columnOf(field)} = ${columnFromJson(field)}`);
      }
      if (layout.search) this.ensureSearchRows(collection);
      else db.exec(`DROP TABLE IF EXISTS ${searchTableOf(collection)}`);
      if (this.deferring) this.deferred.set(collection, layout);
      this.syncIndexes(collection, this.deferring ? {} : layout);
      this.connection
        .statement('INSERT OR REPLACE INTO read_layouts (collection, layout) VALUES (?, ?)')
        .run(collection, JSON.stringify(layout));
    }
    this.shapes.delete(collection);
    this.checkSchemaVersion();
    return this.shape(collection) as CollectionShape;
  }

  /**
   * A searchable collection numbers its documents (`search_row`, indexed: a new document takes the highest
   * number plus one) and keeps their words in its own full-text table under those numbers.
   */
  private ensureSearchRows(collection: string): void {
    const table = tableOf(collection);
    if (!this.readColumns(collection).includes(SEARCH_ROW))
      this.connection.db.exec(`ALTER TABLE ${table} ADD COLUMN ${SEARCH_ROW} INTEGER`);
    this.connection.db.exec(
      `CREATE INDEX IF NOT EXISTS ${searchIndexOf(collection)} ON ${table} (${SEARCH_ROW})`,
    );
    createSearchTable(this.connection, collection);
  }

  private readColumns(collection: string): string[] {
    const columns = this.connection.db.pragma(`table_info(${tableOf(collection)})`) as { name: string }[];
    return columns.map((column) => column.name);
  }

  private checkSchemaVersion(): void {
    const version = this.connection.statement('PRAGMA schema_version').pluck().get() as number;
    if (version !== this.schemaVersion) {
      this.shapes.clear();
      this.schemaVersion = version;
    }
  }

  private syncIndexes(collection: string, layout: CollectionLayout): void {
    this.schemaChanged = true;
    const wanted = new Map((layout.indexes ?? []).map((fields) => [indexNameOf(collection, fields), fields]));
    const present = this.connection.db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ? AND name LIKE 'ix\\_%' ESCAPE '\\'",
      )
      .all(`rm_${collection}`) as { name: string }[];
    for (const { name } of present)
      if (!wanted.has(`"${name}"`)) this.connection.db.exec(`DROP INDEX "${name}"`);
    for (const [name, fields] of wanted)
      this.connection.db.exec(
        `CREATE INDEX IF NOT EXISTS ${name} ON ${tableOf(collection)} (${fields.map(columnOf).join(', ')})`,
      );
  }

  private readShape(collection: string): CollectionShape | null {
    const columns = this.readColumns(collection);
    if (columns.length === 0) return null;
    const stored = this.connection
      .statement('SELECT layout FROM read_layouts WHERE collection = ?')
      .get(collection) as { layout: string } | undefined;
    const layout = stored ? (JSON.parse(stored.layout) as CollectionLayout) : {};
    const search = layout.search && columns.includes(SEARCH_ROW) ? layout.search : null;
    const fields = columns.filter((n) => n.startsWith('f_')).map((n) => n.slice(2));
    const table = tableOf(collection);
    const ownerOf = (row: string) =>
      fields.includes('accountId')
        ? `${row}.${columnOf('accountId')}`
        : `json_extract(${row}.doc, '$.accountId')`;
    // A searchable document's number is the statement's third value (SqliteDocuments.write); the update keeps it.
    const [numberColumn, numberValue] = search ? [`, ${SEARCH_ROW}`, ', ?'] : ['', ''];
    // A document never replaces another account's under the same id: the update is skipped
    // and `put` sees no change.
    const insertSql =
      `INSERT INTO ${table} (id, doc${numberColumn}${fields.map((f) => `, ${columnOf(f)}`).join('')}) ` +
      `VALUES (?, ?${numberValue}${', ?'.repeat(fields.length)}) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc` +
      fields.map((f) => `, ${columnOf(f)} = excluded.${columnOf(f)}`).join('') +
      ` WHERE ${ownerOf(table)} IS NULL OR ${ownerOf(table)} IS ${ownerOf('excluded')}`;
    return { columns: new Set(fields), fields, insertSql, search };
  }
}
