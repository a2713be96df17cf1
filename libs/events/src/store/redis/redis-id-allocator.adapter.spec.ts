import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describeIdAllocatorContract } from '../id-allocator.contract';
import { announceSkip, redisAnswers } from '../../testing/sync-probe';
import { removeRedisKeys } from '../../testing/redis-keys';
import { openRedisIdAllocator } from './redis-id-allocator.adapter';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `ledgerline:test:${randomUUID()}:seq:`;

if (redisAnswers(redisUrl)) {
  afterAll(() => removeRedisKeys(redisUrl, keyPrefix));

  describeIdAllocatorContract('Redis', async () => [
    openRedisIdAllocator(redisUrl, keyPrefix),
    openRedisIdAllocator(redisUrl, keyPrefix),
  ]);

  it('uses the ledgerline:seq: namespace by default', async () => {
    const allocator = openRedisIdAllocator(redisUrl);
    const redis = new Redis(redisUrl);
    const sequence = `test-${randomUUID()}`;
    await allocator.next(sequence);
    expect(await redis.get(`ledgerline:seq:${sequence}`)).toBe('1');
    await redis.del(`ledgerline:seq:${sequence}`);
    await Promise.all([allocator.close(), redis.quit()]);
  });
} else {
  announceSkip(`Redis IdAllocator contract — nothing answers at ${redisUrl}; set REDIS_URL or start Redis`);
  it.skip(`Redis IdAllocator contract (skipped: nothing answers at ${redisUrl})`, () => undefined);
}
