import { join } from 'node:path';
import { BOUNDED_IOREDIS_OPTIONS, connectIoRedis, redisReachability } from '@ledgerline/events';
import type { AppConfig } from '../../config/app-config';
import { IDEMPOTENCY_TIMINGS, type IdempotencyStore } from './idempotency-store.port';
import { SqliteIdempotencyStore } from './sqlite-idempotency.store';

// Required on first use: the embedded profile never loads the Redis driver (cold start).
const redisStore = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./redis-idempotency.store') as typeof import('./redis-idempotency.store');

/** Shared by every API process through Redis when configured, else a SQLite file in DATA_DIR. */
export function openIdempotencyStore(config: AppConfig): IdempotencyStore {
  if (config.redisUrl)
    return new (redisStore().RedisIdempotencyStore)(
      connectIoRedis(config.redisUrl, BOUNDED_IOREDIS_OPTIONS),
      config.redisKeyPrefix,
      IDEMPOTENCY_TIMINGS,
      redisReachability(config.redisUrl),
    );
  return new SqliteIdempotencyStore(join(config.dataDir, 'idempotency.sqlite'));
}
