import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskDocumentStorage } from './disk-document-storage.adapter';
import { documentStorageContract } from './document-storage.contract';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function freshStorage(): Promise<DiskDocumentStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ledgerline-documents-'));
  dirs.push(dataDir);
  const storage = new DiskDocumentStorage(dataDir);
  await storage.sweepIncoming(0);
  return storage;
}

documentStorageContract('disk', freshStorage);

describe('DiskDocumentStorage: uploads a stopped process left behind', () => {
  it('sweeps leftovers older than the threshold, not an upload still arriving', async () => {
    const storage = await freshStorage();
    const stale = join(storage.incomingDir, 'stale');
    const arriving = join(storage.incomingDir, 'arriving');
    await writeFile(stale, 'half an upload');
    await writeFile(arriving, 'being received');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    expect(await storage.sweepIncoming(3_600_000)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(arriving)).toBe(true);
  });
});
