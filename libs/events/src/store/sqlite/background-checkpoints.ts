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
 */
const BOUNDED_AUTOCHECKPOINT_PAGES = 4000;

// Plain JavaScript: it runs in a worker thread, outside the TypeScript build. A PASSIVE checkpoint copies what
// it can without waiting for readers or the writer; `timeout: 0` makes it skip a turn rather than wait for
// another process's checkpoint. A file it cannot open (moved away) keeps the connection's bounded inline ones.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const files = new Map();
/** Files not open yet: opening can meet another connection's WAL recovery (SQLITE_BUSY_RECOVERY); retried. */
const opening = new Set();
const open = (file) => {
  try {
    const db = new Database(file, { fileMustExist: true, timeout: 0 });
    db.pragma('synchronous = NORMAL');
    files.set(file, db);
    opening.delete(file);
  } catch {
    opening.add(file);
  }
};
parentPort.on('message', ({ op, file, ack }) => {
  if (op === 'add') return open(file);
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
  for (const db of files.values()) {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {}
  }
}, workerData.intervalMs);
`;

/**
 * One worker thread per process that runs the WAL checkpoints of the SQLite files this process writes.
 * Inline, SQLite checkpoints inside the COMMIT that pushes the WAL past 1,000 pages: that commit copies the
 * pages and fsyncs the file on the event loop, 10-25 ms during which no request moves (issue 13). With the
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

  /** Called before `db` closes: the worker closes the file last-but-one, so `db` still folds the WAL. */
  remove(db: Database.Database, file: string): void {
    const connections = this.connections.get(file);
    if (!connections?.delete(db) || connections.size > 0) return;
    this.connections.delete(file);
    if (this.worker) this.letGo(this.worker, file);
  }

  private started(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver: require.resolve('better-sqlite3'), intervalMs: INTERVAL_MS },
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
 * Moves the WAL checkpoints of `db`'s file off the event loop (see CheckpointWorker). Returns what to call just
 * before `db.close()`. `SQLITE_CHECKPOINTS=inline` keeps SQLite's own checkpoints, for comparisons.
 */
export function checkpointInBackground(db: Database.Database): () => void {
  if (db.memory || process.env.SQLITE_CHECKPOINTS === 'inline') return () => undefined;
  const file = resolve(db.name);
  if (!checkpoints.add(db, file)) return () => undefined;
  return () => checkpoints.remove(db, file);
}
