import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Opens a file shared by several processes: WAL lets readers run beside the single writer, and
 * busy_timeout makes a second writer wait for the lock instead of failing with SQLITE_BUSY.
 */
export function openSqliteDatabase(filePath: string): Database.Database {
  mkdirSync(dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.defaultSafeIntegers(true);
  return db;
}
