import { isRedisNotAnswering, type RedisReachability } from '@ledgerline/events';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimiter {
  get(key: string): Promise<RateLimiterRes | null>;
  consume(key: string): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration?: number;
}

export interface RedisCounters {
  client: Redis;
  /** The whole key prefix of this limiter's counters. */
  keyPrefix: string;
  reachability: RedisReachability;
  whenSilent: 'count-here' | 'refuse';
}

/**
 * Counters in Redis, each call bounded by the server's reachability (docs/decisions/0019). While Redis does not
 * answer, `whenSilent: 'count-here'` counts in this process instead; `'refuse'` passes the outage on (a 503).
 */
class RedisRateLimiter implements RateLimiter {
  private readonly shared: RateLimiterRedis;
  private readonly local: RateLimiterMemory | null;
  private readonly reachability: RedisReachability;

  constructor(redis: RedisCounters, options: LimiterOptions) {
    this.reachability = redis.reachability;
    this.local = redis.whenSilent === 'count-here' ? new RateLimiterMemory(options) : null;
    this.shared = new RateLimiterRedis({
      ...options,
      storeClient: redis.client,
      keyPrefix: redis.keyPrefix,
      ...(this.local ? { insuranceLimiter: this.local } : {}),
    });
  }

  get(key: string) {
    return this.bounded((limiter) => limiter.get(key));
  }

  consume(key: string) {
    return this.bounded((limiter) => limiter.consume(key));
  }

  delete(key: string) {
    return this.bounded((limiter) => limiter.delete(key));
  }

  private async bounded<T>(call: (limiter: RateLimiterMemory | RateLimiterRedis) => Promise<T>): Promise<T> {
    try {
      return await this.reachability.call(() => call(this.shared));
    } catch (error) {
      if (!this.local || !isRedisNotAnswering(error)) throw error;
      return call(this.local);
    }
  }
}

/** In Redis when the installation has one (shared by every API process), in memory otherwise. */
export function openRateLimiter(redis: RedisCounters | null, options: LimiterOptions): RateLimiter {
  return redis ? new RedisRateLimiter(redis, options) : new RateLimiterMemory(options);
}
