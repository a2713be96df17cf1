import { join } from 'node:path';
import type { EventStore } from './event-store.port';
import type { IdAllocator } from './id-allocator.port';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.adapter';
import { openRedisIdAllocator } from './redis/redis-id-allocator.adapter';
import { openSqliteEventStore } from './sqlite/open-sqlite-event-store';
import { openSqliteIdAllocator } from './sqlite/sqlite-id-allocator.adapter';

export const SQLITE_EVENTS_FILE = 'events.sqlite';

/**
 * KurrentDB when EVENTSTORE_URL is set (scale-out profile), otherwise `${dataDir}/events.sqlite`, polled
 * every `pollIntervalMs` for other processes' appends.
 */
export function createEventStoreFromEnv(env: {
  dataDir: string;
  eventstoreUrl?: string | null;
  pollIntervalMs?: number;
}): EventStore {
  if (env.eventstoreUrl) return KurrentDbEventStore.fromConnectionString(env.eventstoreUrl);
  return openSqliteEventStore(join(env.dataDir, SQLITE_EVENTS_FILE), { pollIntervalMs: env.pollIntervalMs });
}

/** Redis when REDIS_URL is set, otherwise a `sequences` table in `${dataDir}/events.sqlite`. */
export function createIdAllocatorFromEnv(env: {
  dataDir: string;
  redisUrl?: string | null;
  /** Keys are `${prefix}seq:${sequence}`; default `ledgerline:`. */
  redisKeyPrefix?: string;
}): IdAllocator {
  if (env.redisUrl) return openRedisIdAllocator(env.redisUrl, `${env.redisKeyPrefix ?? 'ledgerline:'}seq:`);
  return openSqliteIdAllocator(join(env.dataDir, SQLITE_EVENTS_FILE));
}
