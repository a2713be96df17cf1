import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

const INTERVAL_MS = 100;
const ACK_TIMEOUT_MS = 5_000;
/** SQLite's own default, given back to the connections when the worker thread fails. */
const INLINE_AUTOCHECKPOINT_PAGES = 1000;
/**
 * The WAL a connection still checkpoints itself past (16 MB of 4 KB pages). Under steady writes the worker's
 * PASSIVE checkpoints seldom find the WAL idle, so the writer seldom restarts it from its start: without a bound
 * a rebuild left a 244 MB WAL. By then the worker has copied most of it, so this checkpoint is short.
 *
 * The worker leaves a WAL past this bound to the connections: a connection's checkpoint at commit is skipped
 * while the worker's runs, and under back-to-back bulk writes on a loaded machine the worker's ran nearly all
 * the time, so the WAL grew to 24,000 pages in a CI run. Steady small writes never reach the bound.
 */
const BOUNDED_AUTOCHECKPOINT_PAGES = 4000;

// Plain JavaScript: it runs in a worker thread, outside the TypeScript build. A PASSIVE checkpoint copies what
// it can without waiting for readers or the writer; `timeout: 0` makes it skip a turn rather than wait for
// another process's checkpoint. A file it cannot open (moved away) keeps the connection's bounded inline ones.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const fs = require('node:fs');
const os = require('node:os');
const files = new Map();
/** Files not open yet: opening can meet another connection's WAL recovery (SQLITE_BUSY_RECOVERY); retried. */
const opening = new Set();
/** The -shm file of each open file, to read the WAL's length before checkpointing: see BOUNDED_AUTOCHECKPOINT_PAGES. */
const shm = new Map();
const header = Buffer.alloc(4);
/** mxFrame of the wal-index header (https://sqlite.org/walformat.html): u32 at byte 16, native byte order. */
const walFrames = (file) => {
  try {
    if (!shm.has(file)) shm.set(file, fs.openSync(file + '-shm', 'r'));
    fs.readSync(shm.get(file), header, 0, 4, 16);
    return os.endianness() === 'LE' ? header.readUInt32LE(0) : header.readUInt32BE(0);
  } catch {
    return 0;
  }
};
const closeShm = (file) => {
  try {
    if (shm.has(file)) fs.closeSync(shm.get(file));
  } catch {}
  shm.delete(file);
};
const open = (file) => {
  let db;
  try {
    db = new Database(file, { fileMustExist: true, timeout: 0 });
    db.pragma('synchronous = NORMAL');
    files.set(file, db);
    opening.delete(file);
  } catch {
    // The first statement reads the file and can meet the recovery: a connection left open would keep the
    // process's last close from folding and removing the WAL, and hold its descriptors.
    try {
      db?.close();
    } catch {}
    opening.add(file);
  }
};
parentPort.on('message', ({ op, file, ack }) => {
  if (op === 'add') return open(file);
  // Closing any descriptor of a file drops every POSIX lock this process holds on it, SQLite's locks on the
  // -shm file included: only once the process's last connection to the file has closed.
  if (op === 'closed') return closeShm(file);
  opening.delete(file);
  try {
    files.get(file)?.close();
  } catch {}
  files.delete(file);
  const flag = new Int32Array(ack);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
setInterval(() => {
  opening.forEach(open);
  for (const [file, db] of files) {
    if (walFrames(file) >= workerData.boundPages) continue;
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {}
  }
}, workerData.intervalMs);
`;

/**
 * One worker thread per process that runs the WAL checkpoints of the SQLite files this process writes.
 * Inline, SQLite checkpoints inside the COMMIT that pushes the WAL past 1,000 pages: that commit copies the
 * pages and fsyncs the file on the event loop, 10-25 ms during which no request moves. With the
 * worker the connections commit to the WAL only, and the copy and fsync happen beside them.
 */
class CheckpointWorker {
  private worker: Worker | null = null;
  private failed = false;
  private readonly connections = new Map<string, Set<Database.Database>>();

  /** Takes over the checkpoints of `db`'s file; false when they stay inline (no worker, or it failed). */
  add(db: Database.Database, file: string): boolean {
    const worker = this.started();
    if (!worker) return false;
    const connections = this.connections.get(file);
    if (connections) connections.add(db);
    else {
      // Not waited for: until the worker has the file, the bounded inline checkpoints keep the WAL in check.
      worker.postMessage({ op: 'add', file });
      this.connections.set(file, new Set([db]));
    }
    db.pragma(`wal_autocheckpoint = ${BOUNDED_AUTOCHECKPOINT_PAGES}`);
    return true;
  }

  /** Closes `db` after the worker has closed the file, if `db` is the last, so `db` still folds the WAL. */
  close(db: Database.Database, file: string, close: () => void): void {
    const connections = this.connections.get(file);
    if (!connections?.delete(db) || connections.size > 0) return close();
    this.connections.delete(file);
    const worker = this.worker;
    if (worker) this.letGo(worker, file);
    close();
    worker?.postMessage({ op: 'closed', file });
  }

  private started(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        driver: require.resolve('better-sqlite3'),
        intervalMs: INTERVAL_MS,
        boundPages: BOUNDED_AUTOCHECKPOINT_PAGES,
      },
    });
    worker.unref();
    worker.on('error', () => this.fail());
    worker.on('exit', () => this.fail());
    this.worker = worker;
    return worker;
  }

  /** Waits until the worker has closed the file, so it is never renamed or removed under its connection. */
  private letGo(worker: Worker, file: string): void {
    const ack = new SharedArrayBuffer(4);
    worker.postMessage({ op: 'remove', file, ack });
    Atomics.wait(new Int32Array(ack), 0, 0, ACK_TIMEOUT_MS);
  }

  private fail(): void {
    this.failed = true;
    this.worker = null;
    for (const connections of this.connections.values())
      for (const db of connections)
        if (db.open) db.pragma(`wal_autocheckpoint = ${INLINE_AUTOCHECKPOINT_PAGES}`);
    this.connections.clear();
  }
}

const checkpoints = new CheckpointWorker();

/**
 * Moves the WAL checkpoints of `db`'s file off the event loop (see CheckpointWorker). Returns how to close `db`
 * from then on. `SQLITE_CHECKPOINTS=inline` keeps SQLite's own checkpoints, for comparisons.
 */
export function checkpointInBackground(db: Database.Database): (close: () => void) => void {
  const inline = (close: () => void) => close();
  if (db.memory || process.env.SQLITE_CHECKPOINTS === 'inline') return inline;
  const file = resolve(db.name);
  if (!checkpoints.add(db, file)) return inline;
  return (close) => checkpoints.close(db, file, close);
}
