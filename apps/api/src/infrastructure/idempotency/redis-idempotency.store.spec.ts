import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { announceSkip, redisAnswers, removeRedisKeys } from '@ledgerline/events/testing';
import { describeIdempotencyStoreContract } from './idempotency-store.contract';
import { RedisIdempotencyStore } from './redis-idempotency.store';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `ledgerline:test:${randomUUID()}:`;

if (redisAnswers(redisUrl)) {
  afterAll(() => removeRedisKeys(redisUrl, keyPrefix));

  describeIdempotencyStoreContract('Redis', async (timings) => [
    new RedisIdempotencyStore(new Redis(redisUrl), keyPrefix, timings),
    new RedisIdempotencyStore(new Redis(redisUrl), keyPrefix, timings),
  ]);
} else {
  announceSkip(
    `Redis IdempotencyStore contract — nothing answers at ${redisUrl}; set REDIS_URL or start Redis`,
  );
  it.skip(`Redis IdempotencyStore contract (skipped: nothing answers at ${redisUrl})`, () => undefined);
}
