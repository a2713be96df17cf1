import type Database from 'better-sqlite3';

/**
 * Tables every read-store file has. Each collection gets its own table when first prepared or written
 * (see SqliteCollections). Search is one contentless FTS5 table for all collections whose words carry
 * their tenant in front (see scopePrefix); `read_search_keys` gives each searchable document a stable row id.
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
    CREATE TABLE IF NOT EXISTS read_search_keys (
      searchRow INTEGER PRIMARY KEY,
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      UNIQUE (collection, id)
    );
    CREATE VIRTUAL TABLE IF NOT EXISTS read_search_words USING fts5(
      body, tokenize = 'unicode61 remove_diacritics 2', content = '', contentless_delete = 1
    );
  `);
  // An early format-2 search table kept one scope token per row; its successor scopes every word.
  db.exec('DROP TABLE IF EXISTS read_search');
  dropFormatOne(db);
}

/**
 * Format 1 kept every collection in one `read_documents` table filtered through json_extract. Its
 * documents are dropped with every checkpoint, so each projection rebuilds from the event log.
 */
function dropFormatOne(db: Database.Database): void {
  db.transaction(() => {
    const legacy = db
      .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'read_documents'")
      .get();
    if (!legacy) return;
    db.exec('DROP TABLE read_documents; DELETE FROM read_checkpoints;');
  }).immediate();
}
