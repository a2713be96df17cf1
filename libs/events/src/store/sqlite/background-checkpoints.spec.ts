import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { checkpointInBackground } from './background-checkpoints';
import { openSqliteDatabase } from './open-sqlite-database';

const PAGE = 4096;
/** Fewer pages than either inline checkpoint threshold (1,000 or 4,000): only the worker copies them this soon. */
const ROWS = 400;

/** A row that fills about one page (no overflow pages), so rows written count WAL frames. */
const ROW = 'x'.repeat(3500);
const FRAME = PAGE + 24;

const write = (db: ReturnType<typeof openSqliteDatabase>, from = 0, rows = ROWS) => {
  db.exec('CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO t (id, body) VALUES (?, ?)');
  db.transaction(() => {
    for (let i = from; i < from + rows; i++) insert.run(i, ROW);
  })();
};

/** Descriptors this process holds on `path` (Linux), deleted files included. */
const descriptorsOn = (path: string) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(path);
    } catch {
      return false;
    }
  }).length;

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('WAL checkpoints in a worker thread', () => {
  let dir: string;
  beforeEach(() => {
    // A run with SQLITE_CHECKPOINTS=inline in its environment still tests the worker here.
    delete process.env.SQLITE_CHECKPOINTS;
    dir = mkdtempSync(join(tmpdir(), 'ledgerline-checkpoints-'));
  });
  afterEach(() => {
    delete process.env.SQLITE_CHECKPOINTS;
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies committed pages into the file without a commit doing it, and the last close still removes the WAL', async () => {
    const file = join(dir, 'log.sqlite');
    const db = openSqliteDatabase(file);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(BigInt(4000));
    write(db);
    expect(await until(() => statSync(file).size > ROWS * PAGE * 0.8)).toBe(true);
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: BigInt(ROWS) });
    db.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('keeps checkpointing a file while another connection to it stays open', async () => {
    const file = join(dir, 'shared.sqlite');
    const first = openSqliteDatabase(file);
    const second = openSqliteDatabase(file);
    write(first);
    first.close();
    write(second, ROWS);
    expect(await until(() => statSync(file).size > 2 * ROWS * PAGE * 0.8)).toBe(true);
    second.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('closes its own connection again when its first read of a file fails', async () => {
    // Its first statement reads the file and can meet another connection's lock or WAL recovery
    // (SQLITE_BUSY_RECOVERY, in a CI run). The connection it had just opened then stayed open, with its
    // descriptors, and the process's last close could no longer remove the WAL. Here the file's own connection
    // holds it exclusively, so every try of the worker fails until that connection closes.
    const file = join(dir, 'held.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('locking_mode = EXCLUSIVE');
    write(db);
    const close = checkpointInBackground(db);
    await new Promise((resolve) => setTimeout(resolve, 350));
    close(() => db.close());
    expect(await until(() => descriptorsOn(file) === 0, 1_000)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('keeps the WAL bounded under back-to-back large transactions (a rebuild, an import)', () => {
    const file = join(dir, 'bulk.sqlite');
    const db = openSqliteDatabase(file);
    for (let batch = 0; batch < 24; batch++) write(db, batch * 1500, 1500);
    // 36,000 pages with no pause; without a bound all of them stay in the WAL. Past 4,000 pages the worker leaves
    // the WAL to the connection, which checkpoints at each commit, and the WAL restarts. A commit meeting a
    // checkpoint the worker began earlier still skips its own, so on a loaded machine (three runs at once beside
    // two busy loops) the WAL reached 6,035-15,086 frames, where a worker that did not step aside reached
    // 15,083-36,205 and failed a CI run at 24,000.
    expect(statSync(`${file}-wal`).size).toBeLessThan(24_000 * FRAME);
    db.close();
  });

  it('lets go of the -shm file it reads the WAL length from once the last connection has closed', async () => {
    const file = join(dir, 'shm.sqlite');
    const db = openSqliteDatabase(file);
    write(db);
    expect(await until(() => statSync(file).size > ROWS * PAGE * 0.8)).toBe(true);
    expect(descriptorsOn(`${file}-shm`)).toBeGreaterThan(0);
    db.close();
    expect(await until(() => descriptorsOn(`${file}-shm`) === 0)).toBe(true);
  });

  it('leaves the checkpoints to SQLite with SQLITE_CHECKPOINTS=inline', async () => {
    process.env.SQLITE_CHECKPOINTS = 'inline';
    const file = join(dir, 'inline.sqlite');
    const db = openSqliteDatabase(file);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(BigInt(1000));
    write(db);
    expect(await until(() => statSync(file).size > ROWS * PAGE * 0.8, 500)).toBe(false);
    db.close();
    expect(statSync(file).size).toBeGreaterThan(ROWS * PAGE * 0.8);
  });
});
