import { join } from 'node:path';
import type { EventStore } from '../store/event-store.port';
import { PersonalDataEventStore } from './personal-data-event-store';
import type { PersonalDataKeyStore } from './personal-data-keys.port';
import { PersonalDataVault } from './personal-data-vault';
import {
  openSqlitePersonalDataKeyStore,
  SQLITE_PERSONAL_DATA_KEYS_FILE,
} from './sqlite-personal-data-keys.adapter';

// Required on first use: the scale-out drivers cost about a quarter of the embedded profile's cold start.
const redisKeys = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./redis-personal-data-keys.adapter') as typeof import('./redis-personal-data-keys.adapter');

export interface PersonalDataKeysEnv {
  dataDir: string;
  redisUrl?: string | null;
  redisKeyPrefix?: string;
}

/** Redis when REDIS_URL is set (keys `${prefix}pdk:<id>`), otherwise `${dataDir}/personal-data-keys.sqlite`. */
export const createPersonalDataKeyStoreFromEnv = (env: PersonalDataKeysEnv): PersonalDataKeyStore =>
  env.redisUrl
    ? redisKeys().openRedisPersonalDataKeyStore(env.redisUrl, `${env.redisKeyPrefix ?? 'ledgerline:'}pdk:`)
    : openSqlitePersonalDataKeyStore(join(env.dataDir, SQLITE_PERSONAL_DATA_KEYS_FILE));

export const createPersonalDataVaultFromEnv = (env: PersonalDataKeysEnv): PersonalDataVault =>
  new PersonalDataVault(createPersonalDataKeyStoreFromEnv(env));

/** The event store with an individual's personal fields sealed by that person's key (docs/decisions/0032). */
export const withPersonalDataEncryption = (store: EventStore, vault: PersonalDataVault): EventStore =>
  new PersonalDataEventStore(store, vault);
