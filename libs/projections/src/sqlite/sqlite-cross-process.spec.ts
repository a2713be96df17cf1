import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { openSqliteReadStore } from './sqlite-read-store.adapter';

// A worker thread has its own module state, so only SQLite's file lock stands between it and us.
const holdWriteLock = `
  const Database = require('better-sqlite3');
  const { parentPort, workerData } = require('node:worker_threads');
  const db = new Database(workerData.file);
  db.exec('BEGIN IMMEDIATE');
  db.exec('CREATE TABLE IF NOT EXISTS rm_counters (id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID');
  db.prepare("INSERT OR REPLACE INTO rm_counters (id, doc) VALUES ('c', ?)")
    .run(JSON.stringify({ id: 'c', value: 1 }));
  const releaseAt = Date.now() + workerData.holdMs;
  parentPort.postMessage(releaseAt);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
  db.exec('COMMIT');
  db.close();
`;

describe('SqliteReadStore across processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-read-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('waits for another writer without blocking the event loop, then sees its commit', async () => {
    const file = join(dir, 'read-models.sqlite');
    const store = openSqliteReadStore(file);
    const worker = new Worker(holdWriteLock, { eval: true, workerData: { file, holdMs: 300 } });
    try {
      const releaseAt = await new Promise<number>((locked) => worker.once('message', locked));
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 10);
      await store.withCheckpoint('p@v1', async (writer) => {
        const counter = await writer.get<{ id: string; value: number }>('counters', 'c');
        await writer.put('counters', { id: 'c', value: (counter?.value ?? 0) + 1 });
        return 1n;
      });
      clearInterval(ticker);
      // The commit cannot finish before the other writer let go of the lock (message delays do not matter).
      expect(Date.now()).toBeGreaterThanOrEqual(releaseAt - 5);
      expect(ticks).toBeGreaterThan(5);
      expect(await store.get('counters', 'c')).toEqual({ id: 'c', value: 2 });
    } finally {
      await worker.terminate();
      await store.close();
    }
  });
});
