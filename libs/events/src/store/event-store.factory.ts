import { join } from 'node:path';
import type { EventStore } from './event-store.port';
import type { IdAllocator } from './id-allocator.port';
import { openSqliteEventStore } from './sqlite/open-sqlite-event-store';
import { openSqliteIdAllocator } from './sqlite/sqlite-id-allocator.adapter';
import {
  createPersonalDataVaultFromEnv,
  withPersonalDataEncryption,
} from '../personal-data/personal-data.factory';

export const SQLITE_EVENTS_FILE = 'events.sqlite';

// Required on first use: the scale-out drivers cost about a quarter of the embedded profile's cold start.
export const kurrentDbAdapter = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./kurrentdb/kurrentdb-event-store.adapter') as typeof import('./kurrentdb/kurrentdb-event-store.adapter');
const redisIdAllocator = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./redis/redis-id-allocator.adapter') as typeof import('./redis/redis-id-allocator.adapter');

/**
 * KurrentDB when EVENTSTORE_URL is set (scale-out profile), otherwise `${dataDir}/events.sqlite`, polled
 * every `pollIntervalMs` for other processes' appends. Individuals' personal fields are sealed with their own
 * keys, kept in Redis when REDIS_URL is set, else in `${dataDir}/personal-data-keys.sqlite` (docs/decisions/0032).
 */
export function createEventStoreFromEnv(env: {
  dataDir: string;
  eventstoreUrl?: string | null;
  pollIntervalMs?: number;
  redisUrl?: string | null;
  redisKeyPrefix?: string;
}): EventStore {
  const store = env.eventstoreUrl
    ? kurrentDbAdapter().KurrentDbEventStore.fromConnectionString(env.eventstoreUrl)
    : openSqliteEventStore(join(env.dataDir, SQLITE_EVENTS_FILE), { pollIntervalMs: env.pollIntervalMs });
  return withPersonalDataEncryption(store, createPersonalDataVaultFromEnv(env));
}

/** Redis when REDIS_URL is set, otherwise a `sequences` table in `${dataDir}/events.sqlite`. */
export function createIdAllocatorFromEnv(env: {
  dataDir: string;
  redisUrl?: string | null;
  /** Keys are `${prefix}seq:${sequence}`; default `ledgerline:`. */
  redisKeyPrefix?: string;
}): IdAllocator {
  if (env.redisUrl)
    return redisIdAllocator().openRedisIdAllocator(
      env.redisUrl,
      `${env.redisKeyPrefix ?? 'ledgerline:'}seq:`,
    );
  return openSqliteIdAllocator(join(env.dataDir, SQLITE_EVENTS_FILE));
}
