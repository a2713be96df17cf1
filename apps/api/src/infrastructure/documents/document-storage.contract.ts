import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { DocumentStorage } from './document-storage.port';

const read = async (stream: Readable): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

/** What every DocumentStorage adapter promises; run by each adapter's spec with a fresh storage per test. */
export function documentStorageContract(name: string, make: () => Promise<DocumentStorage>): void {
  describe(`DocumentStorage contract: ${name}`, () => {
    let storage: DocumentStorage;
    let uploads = 0;
    beforeEach(async () => {
      storage = await make();
    });
    const incoming = async (content: string): Promise<string> => {
      const path = join(storage.incomingDir, `upload-${++uploads}`);
      await writeFile(path, content);
      return path;
    };

    it('moves an upload from the incoming folder to its key: readable there, gone from the folder', async () => {
      const path = await incoming('%PDF-1.4 register');
      await storage.saveFile('7/a', path);
      expect(existsSync(path)).toBe(false);
      expect(await storage.exists('7/a')).toBe(true);
      expect(await read(storage.open('7/a'))).toBe('%PDF-1.4 register');
    });

    it('erases content, and erasing what is already gone is no error', async () => {
      await storage.saveFile('7/b', await incoming('evidence'));
      await storage.erase('7/b');
      expect(await storage.exists('7/b')).toBe(false);
      await expect(storage.erase('7/b')).resolves.toBeUndefined();
    });

    it('refuses keys outside its folder and files that are not uploads in the incoming folder', async () => {
      await expect(storage.saveFile('../escape', await incoming('x'))).rejects.toThrow(/escapes/);
      await expect(storage.saveFile('7/c', __filename)).rejects.toThrow(/incoming folder/);
      expect(() => storage.open('../../etc/passwd')).toThrow(/escapes/);
    });
  });
}
