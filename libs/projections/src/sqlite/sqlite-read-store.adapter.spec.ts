import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describeReadStoreContract } from '../read-store.contract';
import { openSqliteReadStore } from './sqlite-read-store.adapter';

const dirs: string[] = [];
const freshFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-read-store-'));
  dirs.push(dir);
  return join(dir, 'nested', 'read-models.sqlite');
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describeReadStoreContract('SqliteReadStore', async () => openSqliteReadStore(freshFile()));

describe('SqliteReadStore: two instances on one file', () => {
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

  it('sees what the other committed and serialises their transactions', async () => {
    const file = freshFile();
    const a = openSqliteReadStore(file);
    const b = openSqliteReadStore(file);
    try {
      await a.withCheckpoint('p@v1', async (writer) => (await writer.put('notes', { id: 'n1' }), 1n));
      expect(await b.get('notes', 'n1')).toEqual({ id: 'n1' });
      expect(await b.getCheckpoint('p@v1')).toBe(1n);

      const increment = (store: typeof a) =>
        store.withCheckpoint('p@v1', async (writer, checkpoint) => {
          const counter = await writer.get<{ id: string; value: number }>('counters', 'c');
          await pause(10);
          await writer.put('counters', { id: 'c', value: (counter?.value ?? 0) + 1 });
          return (checkpoint ?? 0n) + 1n;
        });
      await Promise.all([increment(a), increment(b), increment(a), increment(b)]);
      expect(await a.get('counters', 'c')).toEqual({ id: 'c', value: 4 });
      expect(await b.getCheckpoint('p@v1')).toBe(5n);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('sees a table the other created at its next query, and one another process created from the next turn', async () => {
    const file = freshFile();
    const a = openSqliteReadStore(file);
    const b = openSqliteReadStore(file);
    try {
      expect(await b.get('late', 'l1')).toBeNull();
      await a.withCheckpoint('p@v1', async (writer) => (await writer.put('late', { id: 'l1' }), 1n));
      // Same turn of the event loop: the commit of this process's writer is seen at once.
      expect(await b.get('late', 'l1')).toEqual({ id: 'l1' });

      expect(await b.get('other', 'o1')).toBeNull();
      const otherProcess = new Database(file);
      otherProcess.exec(
        `CREATE TABLE rm_other (id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID;
         INSERT INTO rm_other (id, doc) VALUES ('o1', '{"id":"o1"}');`,
      );
      otherProcess.close();
      await new Promise((done) => setImmediate(done));
      expect(await b.get('other', 'o1')).toEqual({ id: 'o1' });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('rejects field names that are not plain paths', async () => {
    const store = openSqliteReadStore(freshFile());
    try {
      await expect(store.find('notes', { "x') OR 1=1 --": 1 })).rejects.toThrow('Invalid read-model field');
    } finally {
      await store.close();
    }
  });
});
