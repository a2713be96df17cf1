import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { SubscriptionTier } from '@ledgerline/contracts';
import { BOUNDED_IOREDIS_OPTIONS, connectIoRedis, redisReachability } from '@ledgerline/events';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { openRateLimiter, type RateLimiter } from '../../../shared/bounded-rate-limiter';

/**
 * Requests per minute with an API token (docs/decisions/0040): per token, and for all the tokens of one
 * account together. Plans without API access have none.
 */
export const API_REQUESTS_PER_MINUTE: Record<SubscriptionTier, { token: number; account: number }> = {
  free: { token: 0, account: 0 },
  basic: { token: 0, account: 0 },
  standard: { token: 0, account: 0 },
  pro: { token: 300, account: 600 },
  enterprise: { token: 1200, account: 3000 },
};

export interface RateLimitVerdict {
  limit: number;
  remaining: number;
  /** Seconds until a request is allowed again; 0 when this one is. */
  retryAfterSeconds: number;
}

/**
 * Counters live in Redis when REDIS_URL is set, so every API process shares them, with an in-memory
 * insurance limiter while Redis is unreachable (as the sign-in throttle does); in memory otherwise.
 */
@Injectable()
export class ApiRateLimits implements OnModuleDestroy {
  private readonly logger = new Logger('ApiRateLimits');
  private readonly redis: Redis | null;
  private readonly limiters = new Map<string, RateLimiter>();
  private readonly override: number | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.redis = config.redisUrl
      ? connectIoRedis(config.redisUrl, { ...BOUNDED_IOREDIS_OPTIONS, enableOfflineQueue: false })
      : null;
    this.redis?.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.override = config.apiTokenRequestsPerMinute;
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  /** The per-minute figures of a plan; API_TOKEN_REQUESTS_PER_MINUTE replaces the token's (the account's is twice it). */
  limitsOf(tier: SubscriptionTier): { token: number; account: number } {
    if (this.override === null) return API_REQUESTS_PER_MINUTE[tier];
    return { token: this.override, account: this.override * 2 };
  }

  /** Counts one request of a token; the tighter of the token's and the account's limits answers. */
  async consume(tier: SubscriptionTier, tokenId: string, accountId: number): Promise<RateLimitVerdict> {
    const limits = this.limitsOf(tier);
    const [token, account] = await Promise.all([
      this.take(`token-${limits.token}`, limits.token, tokenId),
      this.take(`account-${limits.account}`, limits.account, String(accountId)),
    ]);
    const refused = [token, account].filter((verdict) => verdict.retryAfterSeconds > 0);
    if (refused.length > 0)
      return refused.reduce((a, b) => (a.retryAfterSeconds >= b.retryAfterSeconds ? a : b));
    return token.remaining <= account.remaining ? token : account;
  }

  private async take(name: string, points: number, key: string): Promise<RateLimitVerdict> {
    try {
      const result = await this.limiter(name, points).consume(key);
      return { limit: points, remaining: result.remainingPoints, retryAfterSeconds: 0 };
    } catch (result) {
      if (!(result instanceof RateLimiterRes)) throw result;
      return {
        limit: points,
        remaining: 0,
        retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
      };
    }
  }

  private limiter(name: string, points: number): RateLimiter {
    let limiter = this.limiters.get(name);
    if (limiter) return limiter;
    const { redisUrl, redisKeyPrefix } = this.config;
    limiter = openRateLimiter(
      this.redis && redisUrl
        ? {
            client: this.redis,
            keyPrefix: `${redisKeyPrefix}ratelimit:${name}`,
            reachability: redisReachability(redisUrl),
            // Reads need no Redis, so a token keeps working, counted by this process alone.
            whenSilent: 'count-here',
          }
        : null,
      { keyPrefix: `api-${name}`, points: Math.max(points, 1), duration: 60 },
    );
    this.limiters.set(name, limiter);
    return limiter;
  }
}
