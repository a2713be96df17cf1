import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { DocumentStorage } from './document-storage.port';

/**
 * Files under `${DATA_DIR}/documents`. Uploads are streamed into `documents/.incoming` (the same
 * filesystem), then renamed into place, so a crash never leaves half a file under a key.
 */
export class DiskDocumentStorage implements DocumentStorage {
  private readonly root: string;
  readonly incomingDir: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'documents');
    this.incomingDir = join(this.root, '.incoming');
  }

  async saveFile(key: string, tempPath: string): Promise<void> {
    if (dirname(resolve(tempPath)) !== this.incomingDir)
      throw new Error(`Not an upload in the incoming folder: ${tempPath}`);
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await rename(tempPath, path);
  }

  open(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async erase(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /**
   * Removes uploads a crashed process left in the incoming folder. Only those older than `olderThanMs`:
   * another process on the same DATA_DIR may be receiving one right now.
   */
  async sweepIncoming(olderThanMs: number, now = Date.now()): Promise<number> {
    await mkdir(this.incomingDir, { recursive: true });
    let removed = 0;
    for (const name of await readdir(this.incomingDir)) {
      const path = join(this.incomingDir, name);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
      if (now - mtimeMs < olderThanMs) continue;
      await rm(path, { force: true, recursive: true });
      removed++;
    }
    return removed;
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep) || path.startsWith(this.incomingDir + sep))
      throw new Error(`Document key escapes the storage folder: ${key}`);
    return path;
  }
}
