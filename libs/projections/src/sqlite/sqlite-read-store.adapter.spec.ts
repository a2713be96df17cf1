import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('rejects field names that are not plain paths', async () => {
    const store = openSqliteReadStore(freshFile());
    try {
      await expect(store.find('notes', { "x') OR 1=1 --": 1 })).rejects.toThrow('Invalid read-model field');
    } finally {
      await store.close();
    }
  });
});
