import { Redis } from 'ioredis';
import type { IdAllocator } from '../id-allocator.port';

export const DEFAULT_SEQUENCE_KEY_PREFIX = 'ledgerline:seq:';

/** INCR is atomic on the server, so every API instance of the scale-out profile can share one sequence. */
export class RedisIdAllocator implements IdAllocator {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string = DEFAULT_SEQUENCE_KEY_PREFIX,
  ) {}

  async next(sequence: string): Promise<number> {
    return this.redis.incr(`${this.keyPrefix}${sequence}`);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

export function openRedisIdAllocator(redisUrl: string, keyPrefix?: string): RedisIdAllocator {
  return new RedisIdAllocator(new Redis(redisUrl), keyPrefix);
}
