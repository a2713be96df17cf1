import { randomUUID } from 'node:crypto';
import { MongoSnapshotStore } from './mongo-snapshot-store';
import { describeSnapshotStoreContract } from './snapshot-store.contract';

const url = process.env.MONGO_URL;

if (!url) {
  process.stdout.write('skipped: MongoDB snapshot-store contract — set MONGO_URL\n');
  describe('MongoSnapshotStore', () => {
    it.skip('contract skipped: set MONGO_URL', () => undefined);
  });
} else {
  // A database per test, so runs never see each other's snapshots.
  describeSnapshotStoreContract('MongoDB', () =>
    MongoSnapshotStore.open(url, `ledgerline-snapshots-${randomUUID().slice(0, 8)}`),
  );
}
