import { removeSqliteFile } from '@ledgerline/projections';
import Database from 'better-sqlite3';

export interface StorageFloorResult {
  /** Rows of the read-model tables and search keys the rebuild left. */
  rows: number;
  seconds: number;
}

type Row = unknown[];

/**
 * The least any rebuild of these read models can cost on SQLite: the rows a rebuild left, read into memory
 * first, then written again into a new file by prepared statements in one transaction with the bulk load's
 * pragmas, and their indexes built afterwards. No projector runs and no JSON is encoded, and the full-text
 * words are left out (their contentless table keeps no text to copy), so the real floor is higher still.
 */
export function measureStorageFloor(rebuiltFile: string, into: string): StorageFloorResult {
  const source = new Database(rebuiltFile, { readonly: true });
  const tables = source
    .prepare(
      "SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND (name LIKE 'rm\\_%' ESCAPE '\\' OR name = 'read_search_keys')",
    )
    .all() as { name: string; sql: string }[];
  const indexes = source
    .prepare(
      "SELECT sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL AND tbl_name LIKE 'rm\\_%' ESCAPE '\\'",
    )
    .pluck()
    .all() as string[];
  const contents = tables.map((table) => ({
    table,
    rows: source.prepare(`SELECT * FROM "${table.name}"`).raw().all() as Row[],
  }));
  source.close();

  removeSqliteFile(into);
  const target = new Database(into);
  try {
    target.pragma('journal_mode = WAL');
    target.pragma('synchronous = OFF');
    target.pragma('cache_size = -65536');
    const started = process.hrtime.bigint();
    for (const { table } of contents) target.exec(table.sql);
    target.transaction(() => {
      for (const { table, rows } of contents) {
        if (rows.length === 0) continue;
        const insert = target.prepare(
          `INSERT INTO "${table.name}" VALUES (${rows[0].map(() => '?').join(', ')})`,
        );
        for (const row of rows) insert.run(row);
      }
    })();
    target.transaction(() => indexes.forEach((sql) => target.exec(sql)))();
    return {
      rows: contents.reduce((sum, { rows }) => sum + rows.length, 0),
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
    };
  } finally {
    target.close();
    removeSqliteFile(into);
  }
}
