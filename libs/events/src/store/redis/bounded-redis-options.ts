import type { Redis, RedisOptions } from 'ioredis';

/** How long one Redis call may take before the request that needs it answers 503. */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

/**
 * ioredis queues commands while disconnected and retries them 20 times by default, so a request hung for as
 * long as Redis was down. Bounded: each command fails after the timeout, and reconnection keeps trying in the
 * background so the process recovers without a restart when Redis returns.
 */
export const BOUNDED_IOREDIS_OPTIONS: RedisOptions = {
  connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  maxRetriesPerRequest: 1,
  retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, 2000),
};

/**
 * An ioredis client, the driver required only now: the embedded profile never loads it (a Redis driver cost
 * about a tenth of its cold start).
 */
export function connectIoRedis(url: string, options: RedisOptions): Redis {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Redis: IoRedis } = require('ioredis') as typeof import('ioredis');
  return new IoRedis(url, options);
}
