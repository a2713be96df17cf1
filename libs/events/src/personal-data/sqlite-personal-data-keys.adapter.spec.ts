import { readFileSync } from 'node:fs';
import { createTempDir } from '../testing/temp-dir';
import { describePersonalDataKeyStoreContract } from './personal-data-keys.contract';
import { openSqlitePersonalDataKeyStore } from './sqlite-personal-data-keys.adapter';

const dir = createTempDir('pd-keys');
afterAll(() => dir.remove());

describePersonalDataKeyStoreContract('SQLite', async () => {
  const file = dir.file('keys.sqlite');
  return [openSqlitePersonalDataKeyStore(file), openSqlitePersonalDataKeyStore(file)];
});

it('leaves no byte of a destroyed key in the file or its write-ahead log', async () => {
  const file = dir.file('keys.sqlite');
  const store = openSqlitePersonalDataKeyStore(file);
  const key = (await store.obtain([7])).get(7) as Buffer;
  await store.destroy(7);
  await store.close();
  const bytes = [file, `${file}-wal`].map((f) => {
    try {
      return readFileSync(f);
    } catch {
      return Buffer.alloc(0);
    }
  });
  for (const content of bytes) expect(content.includes(key)).toBe(false);
});
