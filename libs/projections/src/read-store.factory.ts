import { join } from 'node:path';
import { openMongoReadStore } from './mongo/mongo-read-store.adapter';
import type { ReadStore } from './read-store.port';
import { openSqliteReadStore } from './sqlite/sqlite-read-store.adapter';

export interface ReadStoreEnv {
  /** Directory of the embedded profile's files; the read models go to `read-models.sqlite`. */
  dataDir: string;
  /** When set (scale-out profile), read models live in MongoDB instead. */
  mongoUrl?: string | null;
}

/** The embedded profile's read-model file in `dataDir`. */
export const sqliteReadStorePath = (dataDir: string): string => join(dataDir, 'read-models.sqlite');

export async function createReadStoreFromEnv({ dataDir, mongoUrl }: ReadStoreEnv): Promise<ReadStore> {
  if (mongoUrl) return openMongoReadStore(mongoUrl);
  return openSqliteReadStore(sqliteReadStorePath(dataDir));
}
