import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeSnapshotStoreContract } from './snapshot-store.contract';
import { SqliteSnapshotStore } from './sqlite-snapshot-store';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describeSnapshotStoreContract('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'snapshots-'));
  dirs.push(dir);
  return Promise.resolve(new SqliteSnapshotStore(join(dir, 'snapshots.sqlite')));
});
