import { Redis } from 'ioredis';
import type { IdAllocator } from '../id-allocator.port';
import { BOUNDED_IOREDIS_OPTIONS } from './bounded-redis-options';
import { RedisReachability, redisReachability } from './redis-reachability';

export const DEFAULT_SEQUENCE_KEY_PREFIX = 'ledgerline:seq:';

/** Sets the key to the floor when it is lower (or missing), atomically on the server. */
const RAISE_TO = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1]) end
return 0`;

/** INCR is atomic on the server, so every API instance of the scale-out profile can share one sequence. */
export class RedisIdAllocator implements IdAllocator {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string = DEFAULT_SEQUENCE_KEY_PREFIX,
    private readonly reachability = new RedisReachability(),
  ) {}

  async next(sequence: string): Promise<number> {
    return this.reachability.call(() => this.redis.incr(`${this.keyPrefix}${sequence}`));
  }

  async raiseTo(sequence: string, floor: number): Promise<void> {
    await this.reachability.call(() => this.redis.eval(RAISE_TO, 1, `${this.keyPrefix}${sequence}`, floor));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

export function openRedisIdAllocator(redisUrl: string, keyPrefix?: string): RedisIdAllocator {
  return new RedisIdAllocator(
    new Redis(redisUrl, BOUNDED_IOREDIS_OPTIONS),
    keyPrefix,
    redisReachability(redisUrl),
  );
}
