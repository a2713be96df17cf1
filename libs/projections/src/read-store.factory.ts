import { join } from 'node:path';
import type { ReadStore } from './read-store.port';
import { openSqliteReadStore } from './sqlite/sqlite-read-store.adapter';

// Required on first use: the scale-out drivers cost about a quarter of the embedded profile's cold start.
const mongoAdapter = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./mongo/mongo-read-store.adapter') as typeof import('./mongo/mongo-read-store.adapter');

export interface ReadStoreEnv {
  /** Directory of the embedded profile's files; the read models go to `read-models.sqlite`. */
  dataDir: string;
  /** When set (scale-out profile), read models live in MongoDB instead. */
  mongoUrl?: string | null;
}

/** The embedded profile's read-model file in `dataDir`. */
export const sqliteReadStorePath = (dataDir: string): string => join(dataDir, 'read-models.sqlite');

export async function createReadStoreFromEnv({ dataDir, mongoUrl }: ReadStoreEnv): Promise<ReadStore> {
  if (mongoUrl) return mongoAdapter().openMongoReadStore(mongoUrl);
  return openSqliteReadStore(sqliteReadStorePath(dataDir));
}
