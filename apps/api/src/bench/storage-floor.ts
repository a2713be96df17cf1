import { removeSqliteFile } from '@ledgerline/projections';
import Database from 'better-sqlite3';

export interface StorageFloorResult {
  /** Rows of the read-model tables the rebuild left. */
  rows: number;
  /** Entries of their secondary indexes: each is one more B-tree insert beside its row. */
  indexEntries: number;
  seconds: number;
  /** Of `seconds`: the rows alone, into tables without their secondary indexes. */
  tableSeconds: number;
}

type Row = unknown[];

/**
 * The least any rebuild of these read models can cost on SQLite: the rows a rebuild left, read into memory
 * first, then written again into a new file by prepared statements in one transaction with the bulk load's
 * pragmas, and their indexes built afterwards. No projector runs and no JSON is encoded, and the full-text
 * words are left out (their contentless table keeps no text to copy), so the real floor is higher still.
 * The rows alone are timed apart from the index builds: even a read model without secondary indexes costs
 * its rows (docs/decisions/0052).
 */
export function measureStorageFloor(rebuiltFile: string, into: string): StorageFloorResult {
  const source = new Database(rebuiltFile, { readonly: true });
  const tables = source
    .prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\'")
    .all() as { name: string; sql: string }[];
  const indexes = source
    .prepare(
      "SELECT tbl_name AS tableName, sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL AND tbl_name LIKE 'rm\\_%' ESCAPE '\\'",
    )
    .all() as { tableName: string; sql: string }[];
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
    const tablesDone = process.hrtime.bigint();
    target.transaction(() => indexes.forEach(({ sql }) => target.exec(sql)))();
    const rowsOf = new Map(contents.map(({ table, rows }) => [table.name, rows.length]));
    return {
      rows: contents.reduce((sum, { rows }) => sum + rows.length, 0),
      indexEntries: indexes.reduce((sum, { tableName }) => sum + (rowsOf.get(tableName) ?? 0), 0),
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      tableSeconds: Number(tablesDone - started) / 1e9,
    };
  } finally {
    target.close();
    removeSqliteFile(into);
  }
}
