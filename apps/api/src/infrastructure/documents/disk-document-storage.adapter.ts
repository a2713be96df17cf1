import { createReadStream } from 'node:fs';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { DocumentStorage } from './document-storage.port';

/** Files under `${DATA_DIR}/documents`, written to a temp name and renamed so a crash never leaves half a file. */
export class DiskDocumentStorage implements DocumentStorage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'documents');
  }

  async save(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(`${path}.partial`, content);
    await rename(`${path}.partial`, path);
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

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Document key escapes the storage folder: ${key}`);
    return path;
  }
}
