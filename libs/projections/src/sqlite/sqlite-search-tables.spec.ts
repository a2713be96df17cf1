import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { CollectionLayouts } from '../read-store.port';
import { openSqliteReadStore } from './sqlite-read-store.adapter';

const layouts: CollectionLayouts = {
  notes: { indexes: [['accountId', 'title']], search: { fields: ['title'], scope: 'accountId' } },
};

describe('SqliteReadStore: each searchable collection numbers its own documents', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledgerline-search-tables-'));
    file = join(dir, 'read-models.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const titles = async (store: ReturnType<typeof openSqliteReadStore>, search: string) =>
    (await store.find<{ id: string; title: string }>('notes', { accountId: 1 }, { search })).map(
      (note) => note.title,
    );

  it('gives a new document the next number, even after the highest was deleted, and words follow their document', async () => {
    const store = openSqliteReadStore(file);
    try {
      await store.prepare(['notes'], layouts);
      await store.withCheckpoint('notes@v1', async (writer) => {
        await writer.put('notes', { id: 'n1', accountId: 1, title: 'Alpha' });
        await writer.put('notes', { id: 'n2', accountId: 1, title: 'Bravo' });
        await writer.delete('notes', 'n2');
        await writer.put('notes', { id: 'n3', accountId: 1, title: 'Charlie' });
        await writer.put('notes', { id: 'n1', accountId: 1, title: 'Delta' });
        return 1n;
      });
      expect(await titles(store, 'bravo')).toEqual([]);
      expect(await titles(store, 'alpha')).toEqual([]);
      expect(await titles(store, 'charlie')).toEqual(['Charlie']);
      expect(await titles(store, 'delta')).toEqual(['Delta']);

      await store.reset('notes@v1', ['notes']);
      await store.withCheckpoint('notes@v1', async (writer) => {
        await writer.put('notes', { id: 'n9', accountId: 1, title: 'Echo' });
        return 1n;
      });
      expect(await titles(store, 'charlie')).toEqual([]);
      expect(await titles(store, 'echo')).toEqual(['Echo']);
    } finally {
      await store.close();
    }
  });

  it('files the words of a file written with one shared search table anew, and drops that table', async () => {
    const old = new Database(file);
    old.exec(`
      CREATE TABLE read_checkpoints (name TEXT PRIMARY KEY, position TEXT NOT NULL);
      CREATE TABLE read_layouts (collection TEXT PRIMARY KEY, layout TEXT NOT NULL);
      CREATE TABLE read_search_keys (searchRow INTEGER PRIMARY KEY, collection TEXT NOT NULL, id TEXT NOT NULL,
        UNIQUE (collection, id));
      CREATE VIRTUAL TABLE read_search_words USING fts5(body, content = '', contentless_delete = 1);
      CREATE TABLE "rm_notes" (id TEXT PRIMARY KEY, doc TEXT NOT NULL, "f_accountId", "f_title") WITHOUT ROWID;
      INSERT INTO "rm_notes" VALUES ('n1', '{"id":"n1","accountId":1,"title":"Alpha"}', 1, 'Alpha');
      INSERT INTO "rm_notes" VALUES ('n2', '{"id":"n2","accountId":1,"title":"Bravo"}', 1, 'Bravo');
      INSERT INTO read_checkpoints VALUES ('notes@v1', '2');
    `);
    old.prepare('INSERT INTO read_layouts VALUES (?, ?)').run('notes', JSON.stringify(layouts.notes));
    old.close();

    const store = openSqliteReadStore(file);
    try {
      await store.prepare(['notes'], layouts);
      expect(await titles(store, 'alp')).toEqual(['Alpha']);
      expect(await titles(store, 'bravo')).toEqual(['Bravo']);
      await store.withCheckpoint('notes@v1', async (writer) => {
        await writer.put('notes', { id: 'n3', accountId: 1, title: 'Alpine' });
        return 3n;
      });
      expect(await titles(store, 'alp')).toEqual(['Alpha', 'Alpine']);
      expect(await store.getCheckpoint('notes@v1')).toBe(3n);
    } finally {
      await store.close();
    }
    const after = new Database(file, { readonly: true });
    const legacy = after
      .prepare("SELECT name FROM sqlite_schema WHERE name IN ('read_search_keys', 'read_search_words')")
      .all();
    after.close();
    expect(legacy).toEqual([]);
  });
});
