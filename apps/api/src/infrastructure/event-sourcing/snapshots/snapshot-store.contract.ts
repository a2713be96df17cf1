import type { SnapshotStore, StreamSnapshot } from './snapshot-store.port';

const snapshot = (revision: number, version = 1, text = `at ${revision}`): StreamSnapshot => ({
  streamName: 'account-7',
  revision,
  version,
  state: Buffer.from(text),
});

/** What every snapshot store does; run against SQLite always and MongoDB when MONGO_URL is set. */
export function describeSnapshotStoreContract(name: string, open: () => Promise<SnapshotStore>): void {
  describe(`${name} snapshot store contract`, () => {
    let store: SnapshotStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it('answers null for a stream without a snapshot', async () => {
      await expect(store.load('account-404')).resolves.toBeNull();
    });

    it('gives back what was saved, bytes intact', async () => {
      await store.save(snapshot(41, 3, 'state \u00e9 \u0000 bytes'));
      const loaded = await store.load('account-7');
      expect(loaded).toMatchObject({ streamName: 'account-7', revision: 41, version: 3 });
      expect(loaded?.state.toString()).toBe('state \u00e9 \u0000 bytes');
    });

    it('keeps the later revision of the same version, and takes any revision of another version', async () => {
      await store.save(snapshot(50));
      await store.save(snapshot(20));
      expect((await store.load('account-7'))?.revision).toBe(50);
      await store.save(snapshot(60));
      expect((await store.load('account-7'))?.revision).toBe(60);
      await store.save(snapshot(10, 2));
      expect(await store.load('account-7')).toMatchObject({ revision: 10, version: 2 });
    });

    it('deletes a stream’s snapshot and leaves other streams alone', async () => {
      await store.save(snapshot(5));
      await store.save({ ...snapshot(6), streamName: 'account-8' });
      await store.delete('account-7');
      await expect(store.load('account-7')).resolves.toBeNull();
      expect((await store.load('account-8'))?.revision).toBe(6);
    });
  });
}
