import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { UnreadableDatabaseError, whileOpening } from '@ledgerline/events';
import { type SqliteReadStore, openSqliteReadStore } from './sqlite-read-store.adapter';

/** Removes a SQLite file with its WAL and shared-memory files, where they exist. */
export const removeSqliteFile = (path: string): void =>
  ['', '-wal', '-shm'].forEach((suffix) => rmSync(`${path}${suffix}`, { force: true }));

const fsyncPath = (path: string) => {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

/** Folds the file's WAL into it and closes it, so no `-wal` of the old contents is left beside it. */
function foldWal(path: string): void {
  const db = new Database(path);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** The old file's WAL folded in; a file SQLite cannot read (the reason to rebuild, maybe) just loses its WAL. */
function foldOrDropWal(path: string): void {
  try {
    whileOpening(path, () => foldWal(path));
  } catch (error) {
    if (!(error instanceof UnreadableDatabaseError)) throw error;
    ['-wal', '-shm'].forEach((suffix) => rmSync(`${path}${suffix}`, { force: true }));
  }
}

/**
 * Rebuilds the read models of `filePath` into a new file beside it (`<file>.rebuilding`) and renames that over
 * the old one once `rebuild` has finished and the new file is on disk. Until then the old file is untouched
 * and stays usable; a failed or interrupted rebuild leaves only the new file, which the next rebuild removes.
 * So the new file may be written without fsync (bulkLoad) and still never be served half built.
 */
export async function rebuildSqliteReadStoreFile(
  filePath: string,
  rebuild: (store: SqliteReadStore) => Promise<void>,
): Promise<void> {
  const next = `${filePath}.rebuilding`;
  removeSqliteFile(next);
  const store = openSqliteReadStore(next);
  try {
    await rebuild(store);
  } catch (error) {
    await store.close();
    removeSqliteFile(next);
    throw error;
  }
  await store.close();
  if (existsSync(`${next}-wal`)) foldWal(next);
  fsyncPath(next);
  if (existsSync(filePath)) foldOrDropWal(filePath);
  renameSync(next, filePath);
  fsyncPath(dirname(filePath));
}
