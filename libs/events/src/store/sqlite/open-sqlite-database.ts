import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { checkpointInBackground } from './background-checkpoints';
import { whileOpening } from './unreadable-database';

/**
 * Opens a file shared by several processes: WAL lets readers run beside the single writer, and
 * busy_timeout makes a second writer wait for the lock instead of failing with SQLITE_BUSY. Its WAL
 * checkpoints run in a worker thread (background-checkpoints.ts).
 */
export function openSqliteDatabase(filePath: string): Database.Database {
  mkdirSync(dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  whileOpening(filePath, () => {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  });
  db.defaultSafeIntegers(true);
  const closeBeside = checkpointInBackground(db);
  // Every owner closes the connection with db.close(); the worker lets go of the file first, so this
  // connection is its last and folds the WAL into it as before.
  const close = db.close.bind(db);
  db.close = () => {
    closeBeside(() => close());
    return db;
  };
  return db;
}
