import type Database from 'better-sqlite3';

/**
 * Tables every read-store file has. Each collection gets its own table when first prepared or written
 * (see SqliteCollections), and a searchable one its own contentless FTS5 table whose words carry their tenant
 * in front (see scopePrefix).
 */
export function ensureReadStoreSchema(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS read_checkpoints (
      name TEXT PRIMARY KEY,
      position TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS read_layouts (
      collection TEXT PRIMARY KEY,
      layout TEXT NOT NULL
    );
  `);
  // An early format-2 search table kept one scope token per row; its successor scopes every word.
  db.exec('DROP TABLE IF EXISTS read_search');
  dropFormatOne(db);
  dropSharedSearch(db);
}

/**
 * Search used to be one full-text table for every collection, numbered through `read_search_keys`; each
 * searchable collection now numbers its own documents (docs/decisions/0058). The old tables go, and the search
 * is taken out of the stored layouts, so the next prepare of each collection numbers and files its words anew.
 */
function dropSharedSearch(db: Database.Database): void {
  ifTableExists(db, 'read_search_keys', () => {
    db.exec('DROP TABLE read_search_keys; DROP TABLE IF EXISTS read_search_words;');
    const layouts = db.prepare('SELECT collection, layout FROM read_layouts').all() as {
      collection: string;
      layout: string;
    }[];
    const store = db.prepare('UPDATE read_layouts SET layout = ? WHERE collection = ?');
    for (const { collection, layout } of layouts) {
      const { search, ...rest } = JSON.parse(layout) as Record<string, unknown>;
      if (search) store.run(JSON.stringify(rest), collection);
    }
  });
}

/**
 * Format 1 kept every collection in one `read_documents` table filtered through json_extract. Its
 * documents are dropped with every checkpoint, so each projection rebuilds from the event log.
 */
function dropFormatOne(db: Database.Database): void {
  ifTableExists(db, 'read_documents', () =>
    db.exec('DROP TABLE read_documents; DELETE FROM read_checkpoints;'),
  );
}

/**
 * Runs an upgrade when the file still has `table`, in one IMMEDIATE transaction: a second process opening the
 * file waits, then finds the table gone.
 */
function ifTableExists(db: Database.Database, table: string, upgrade: () => void): void {
  db.transaction(() => {
    const present = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table);
    if (present) upgrade();
  }).immediate();
}
