import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteReadStore } from '@ledgerline/projections';
import { measureStorageFloor } from './storage-floor';

describe('measureStorageFloor', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'ledgerline-floor-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every read-model row again, with the indexes, and leaves no file behind', async () => {
    const rebuilt = join(dir, 'read-models.sqlite');
    const store = openSqliteReadStore(rebuilt);
    await store.prepare?.(['notes', 'tags'], {
      notes: { indexes: [['accountId', 'title']], search: { scope: 'accountId', fields: ['title'] } },
    });
    await store.withCheckpoint('notes-v1', async (writer) => {
      for (let i = 1; i <= 5; i++)
        await writer.put('notes', { id: `n${i}`, accountId: 1, title: `Note ${i}` });
      await writer.put('tags', { id: 't1', accountId: 1 });
      return 1n;
    });
    await store.close();

    const into = join(dir, 'floor.sqlite');
    const floor = measureStorageFloor(rebuilt, into);

    // 5 notes and 1 tag; checkpoints and layouts are not read-model rows.
    expect(floor.rows).toBe(6);
    // The notes' (accountId, title) index and the index of their search numbers.
    expect(floor.indexEntries).toBe(10);
    expect(floor.tableSeconds).toBeGreaterThan(0);
    expect(floor.seconds).toBeGreaterThan(floor.tableSeconds);
    expect(existsSync(into)).toBe(false);
  });
});
