import { join } from 'node:path';
import { BOUNDED_IOREDIS_OPTIONS } from '@ledgerline/events';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import type { IdempotencyStore } from './idempotency-store.port';
import { RedisIdempotencyStore } from './redis-idempotency.store';
import { SqliteIdempotencyStore } from './sqlite-idempotency.store';

/** Shared by every API process through Redis when configured, else a SQLite file in DATA_DIR. */
export function openIdempotencyStore(config: AppConfig): IdempotencyStore {
  if (config.redisUrl)
    return new RedisIdempotencyStore(
      new Redis(config.redisUrl, BOUNDED_IOREDIS_OPTIONS),
      config.redisKeyPrefix,
    );
  return new SqliteIdempotencyStore(join(config.dataDir, 'idempotency.sqlite'));
}
