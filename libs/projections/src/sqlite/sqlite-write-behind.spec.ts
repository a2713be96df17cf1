import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReadModelOwnerConflict, type ReadStoreWriter } from '../read-store.port';
import { type SqliteReadStore, openSqliteReadStore } from './sqlite-read-store.adapter';

describe('SqliteReadStore: write-behind writer and batches', () => {
  let dir: string;
  let store: SqliteReadStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledgerline-write-behind-'));
    store = openSqliteReadStore(join(dir, 'read-models.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const inTransaction = (work: (writer: ReadStoreWriter) => Promise<void>) =>
    store.withCheckpoint('spec@v1', async (writer) => (await work(writer), 1n));

  it('reads each document once per transaction and writes the last put of an id once, at the end', async () => {
    await inTransaction((writer) => writer.put('counters', { id: 'a1', accountId: 'a1', value: 0 }));
    const reads: string[] = [];
    const stop = store.onRead((sql) => reads.push(sql));
    await inTransaction(async (writer) => {
      for (let i = 0; i < 100; i++) {
        const counter = await writer.get<{ id: string; accountId: string; value: number }>('counters', 'a1');
        await writer.put('counters', { ...counter!, value: counter!.value + 1 });
      }
      stop();
      expect(await store.get('counters', 'a1')).toEqual({ id: 'a1', accountId: 'a1', value: 0 });
    });
    expect(reads).toHaveLength(1);
    expect(await store.get('counters', 'a1')).toEqual({ id: 'a1', accountId: 'a1', value: 100 });
  });

  it('lets finds, counts and deleteMany see the writes kept so far', async () => {
    await inTransaction(async (writer) => {
      await writer.put('notes', { id: 'n1', accountId: 'a1', text: 'one' });
      await writer.put('notes', { id: 'n2', accountId: 'a1', text: 'two' });
      await writer.delete('notes', 'n2');
      expect(await writer.count('notes', { accountId: 'a1' })).toBe(1);
      await writer.put('notes', { id: 'n3', accountId: 'a1', text: 'three' });
      expect((await writer.find('notes', { accountId: 'a1' })).map((n) => n.id)).toEqual(['n1', 'n3']);
      expect(await writer.deleteMany('notes', { accountId: 'a1' })).toBe(2);
      expect(await writer.get('notes', 'n1')).toBeNull();
      await writer.put('notes', { id: 'n4', accountId: 'a1', text: 'four' });
    });
    expect((await store.find('notes')).map((n) => n.id)).toEqual(['n4']);
  });

  it('stores a document as it was at put and hands out copies, whatever the projector does to its objects', async () => {
    await inTransaction(async (writer) => {
      const note = { id: 'n1', accountId: 'a1', tags: ['first'] };
      await writer.put('notes', note);
      note.tags.push('changed after put');
      const read = await writer.get<typeof note>('notes', 'n1');
      read!.tags.push('changed without put');
      expect(await writer.get('notes', 'n1')).toEqual({ id: 'n1', accountId: 'a1', tags: ['first'] });
    });
    expect(await store.get('notes', 'n1')).toEqual({ id: 'n1', accountId: 'a1', tags: ['first'] });
  });

  it("refuses another account's document at the put when the transaction has read it, else at the end", async () => {
    await inTransaction((writer) => writer.put('notes', { id: 'n1', accountId: 'a1' }));
    await expect(
      inTransaction(async (writer) => {
        await writer.get('notes', 'n1');
        await expect(writer.put('notes', { id: 'n1', accountId: 'a2' })).rejects.toThrow(
          ReadModelOwnerConflict,
        );
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await expect(
      inTransaction((writer) => writer.put('notes', { id: 'n1', accountId: 'a2' })),
    ).rejects.toThrow(ReadModelOwnerConflict);
    expect(await store.get('notes', 'n1')).toEqual({ id: 'n1', accountId: 'a1' });
  });

  it("commits a batch's checkpoints together and undoes a failed one alone", async () => {
    await store.batch(async (batch) => {
      await batch.withCheckpoint('a@v1', async (writer) => (await writer.put('notes', { id: 'a' }), 1n));
      await expect(
        batch.withCheckpoint('b@v1', async (writer) => {
          await writer.put('notes', { id: 'b' });
          throw new Error('projector b failed');
        }),
      ).rejects.toThrow('projector b failed');
      await batch.withCheckpoint('c@v1', async (writer) => (await writer.put('notes', { id: 'c' }), 3n));
      expect(await store.get('notes', 'a')).toBeNull();
    });
    expect((await store.find('notes')).map((n) => n.id)).toEqual(['a', 'c']);
    expect([await store.getCheckpoint('a@v1'), await store.getCheckpoint('b@v1')]).toEqual([1n, null]);
    expect(await store.getCheckpoint('c@v1')).toBe(3n);
  });

  it('keeps nothing of a batch whose work throws, and refuses its store afterwards', async () => {
    let leaked: Parameters<Parameters<SqliteReadStore['batch']>[0]>[0] | undefined;
    await expect(
      store.batch(async (batch) => {
        leaked = batch;
        await batch.withCheckpoint('a@v1', async (writer) => (await writer.put('notes', { id: 'a' }), 1n));
        throw new Error('runner failed');
      }),
    ).rejects.toThrow('runner failed');
    expect(await store.get('notes', 'a')).toBeNull();
    expect(await store.getCheckpoint('a@v1')).toBeNull();
    await expect(leaked!.withCheckpoint('a@v1', async () => 2n)).rejects.toThrow(
      'after its transaction ended',
    );
  });
});
