import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteConnection } from './sqlite-connection';

/** SQLite's temporary files: opened, unlinked at once, named etilqs_*, outside the database's folder. */
const openTemporaryFiles = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return /etilqs_/.test(readlinkSync(`/proc/self/fd/${fd}`));
    } catch {
      return false;
    }
  }).length;

describe('SqliteConnection', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'ledgerline-connection-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the sub-journals of savepoints in memory, not in temporary files', () => {
    const connection = SqliteConnection.open(join(dir, 'read-models.sqlite'), { busyTimeoutMs: 1000 });
    const { db } = connection;
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    const put = db.prepare('INSERT OR REPLACE INTO t (id, body) VALUES (?, ?)');
    const before = openTemporaryFiles();
    db.exec('BEGIN IMMEDIATE');
    // Pages changed before a savepoint and again inside it go to its sub-journal: 600 pages spill past
    // SQLite's in-memory 64 KiB into a temporary file unless temporary storage is memory.
    for (let i = 0; i < 600; i++) put.run(i, 'a'.repeat(3000));
    db.exec('SAVEPOINT part');
    for (let i = 0; i < 600; i++) put.run(i, 'b'.repeat(3000));
    const during = openTemporaryFiles();
    db.exec('RELEASE part');
    db.exec('COMMIT');
    connection.close();
    expect(during - before).toBe(0);
  });
});
