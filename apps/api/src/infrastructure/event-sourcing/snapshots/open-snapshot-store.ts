import { join } from 'node:path';
import type { AppConfig } from '../../../config/app-config';
import type { SnapshotStore } from './snapshot-store.port';
import { SqliteSnapshotStore } from './sqlite-snapshot-store';

// Required on first use: the embedded profile never loads the MongoDB driver (cold start).
const mongoSnapshots = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./mongo-snapshot-store') as typeof import('./mongo-snapshot-store');

/** Beside the read models: MongoDB with MONGO_URL, else `DATA_DIR/snapshots.sqlite`. */
export const openSnapshotStore = (config: Pick<AppConfig, 'dataDir' | 'mongoUrl'>): Promise<SnapshotStore> =>
  config.mongoUrl
    ? mongoSnapshots().MongoSnapshotStore.open(config.mongoUrl)
    : Promise.resolve(new SqliteSnapshotStore(join(config.dataDir, 'snapshots.sqlite')));
