import { join } from 'node:path';
import type { AppConfig } from '../../../config/app-config';
import { MongoSnapshotStore } from './mongo-snapshot-store';
import type { SnapshotStore } from './snapshot-store.port';
import { SqliteSnapshotStore } from './sqlite-snapshot-store';

/** Beside the read models: MongoDB with MONGO_URL, else `DATA_DIR/snapshots.sqlite`. */
export const openSnapshotStore = (config: Pick<AppConfig, 'dataDir' | 'mongoUrl'>): Promise<SnapshotStore> =>
  config.mongoUrl
    ? MongoSnapshotStore.open(config.mongoUrl)
    : Promise.resolve(new SqliteSnapshotStore(join(config.dataDir, 'snapshots.sqlite')));
