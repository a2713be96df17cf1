import type Database from 'better-sqlite3';

/**
 * One table for every read-model collection. The expression index serves the tenant filter every
 * query carries; it only matches queries that spell `json_extract(doc, '$.accountId')` literally.
 */
export function ensureReadStoreSchema(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS read_documents (
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      doc TEXT NOT NULL,
      PRIMARY KEY (collection, id)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS read_documents_account
      ON read_documents (collection, json_extract(doc, '$.accountId'));
    CREATE TABLE IF NOT EXISTS read_checkpoints (
      name TEXT PRIMARY KEY,
      position TEXT NOT NULL
    );
  `);
}
