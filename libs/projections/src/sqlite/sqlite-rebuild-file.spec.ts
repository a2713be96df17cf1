import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SqliteReadStore, openSqliteReadStore } from './sqlite-read-store.adapter';
import { rebuildSqliteReadStoreFile } from './sqlite-rebuild-file';

const putNote = (store: SqliteReadStore, id: string, text: string) =>
  store.withCheckpoint('notes-v1', async (writer) => {
    await writer.put('notes', { id, accountId: 'a1', text });
    return 1n;
  });

describe('rebuildSqliteReadStoreFile', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledgerline-rebuild-file-'));
    file = join(dir, 'read-models.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names a file that is not a database, and rebuilds over it', async () => {
    writeFileSync(file, randomBytes(8192));
    writeFileSync(`${file}-wal`, randomBytes(512));
    expect(() => openSqliteReadStore(file)).toThrow(
      `${file} cannot be read as a SQLite database (SQLITE_NOTADB). Move it aside (or delete it): the read models are rebuilt from the event log when the API starts.`,
    );
    await rebuildSqliteReadStoreFile(file, (store) => putNote(store, 'new', 'after'));
    const reopened = openSqliteReadStore(file);
    expect(await reopened.get('notes', 'new')).toMatchObject({ text: 'after' });
    await reopened.close();
  });

  it('swaps the rebuilt file in once complete, with nothing of the old one left', async () => {
    const old = openSqliteReadStore(file);
    await putNote(old, 'old', 'before');
    await old.close();

    await rebuildSqliteReadStoreFile(file, async (store) => {
      await putNote(store, 'new', 'after');
      const untouched = openSqliteReadStore(file);
      expect(await untouched.get('notes', 'old')).toMatchObject({ text: 'before' });
      await untouched.close();
    });

    const reopened = openSqliteReadStore(file);
    expect(await reopened.get('notes', 'new')).toMatchObject({ text: 'after' });
    expect(await reopened.get('notes', 'old')).toBeNull();
    expect(await reopened.getCheckpoint('notes-v1')).toBe(1n);
    await reopened.close();
    expect(existsSync(`${file}.rebuilding`)).toBe(false);
  });

  it('leaves the old file as it was when the rebuild fails, and removes the half-built one', async () => {
    const old = openSqliteReadStore(file);
    await putNote(old, 'old', 'before');
    await old.close();

    await expect(
      rebuildSqliteReadStoreFile(file, async (store) => {
        await putNote(store, 'new', 'after');
        throw new Error('log unreadable');
      }),
    ).rejects.toThrow('log unreadable');

    const reopened = openSqliteReadStore(file);
    expect(await reopened.get('notes', 'old')).toMatchObject({ text: 'before' });
    expect(await reopened.get('notes', 'new')).toBeNull();
    await reopened.close();
    expect(existsSync(`${file}.rebuilding`)).toBe(false);
  });
});
