import { HttpException, Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { foldedUsername } from '@ledgerline/contracts';
import { BOUNDED_IOREDIS_OPTIONS, connectIoRedis, redisReachability } from '@ledgerline/events';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { openRateLimiter, type RateLimiter } from '../../../shared/bounded-rate-limiter';

/** 429 with the seconds to wait; the exception filter turns `retryAfterSeconds` into `Retry-After`. */
export class TooManyAttempts extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message }, 429);
  }
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Sign-in and registration throttling: failed sign-ins per username and per client address
 * lock that key out for 15 minutes once over the limit, registrations are limited per address. Counters live
 * in Redis when REDIS_URL is set (shared by every API process), in memory otherwise.
 */
@Injectable()
export class SignInThrottle implements OnModuleDestroy {
  private readonly logger = new Logger('SignInThrottle');
  private readonly redis: Redis | null;
  private readonly byUsername: RateLimiter;
  private readonly byAddress: RateLimiter;
  private readonly registrations: RateLimiter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { throttle } = config;
    this.redis = config.redisUrl
      ? connectIoRedis(config.redisUrl, { ...BOUNDED_IOREDIS_OPTIONS, enableOfflineQueue: false })
      : null;
    this.redis?.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    const limiter = (name: string, points: number, seconds: number) =>
      openRateLimiter(
        this.redis && config.redisUrl
          ? {
              client: this.redis,
              keyPrefix: `${config.redisKeyPrefix}throttle:${name}`,
              reachability: redisReachability(config.redisUrl),
              // Sessions live on the same Redis: a sign-in it cannot record would fail anyway, so say so at once.
              whenSilent: 'refuse',
            }
          : null,
        { keyPrefix: name, points, duration: seconds, blockDuration: seconds },
      );
    this.byUsername = limiter('login-username', throttle.loginFailuresPerUsername, FIFTEEN_MINUTES);
    this.byAddress = limiter('login-address', throttle.loginFailuresPerAddress, FIFTEEN_MINUTES);
    this.registrations = limiter('register-address', throttle.registrationsPerAddressPerHour, 60 * 60);
  }

  async onModuleDestroy(): Promise<void> {
    this.redis?.disconnect();
  }

  /** Refuses a sign-in while its username or address is locked out. */
  async assertMayTry(username: string, address: string): Promise<void> {
    const [user, client] = await Promise.all([
      this.byUsername.get(foldedUsername(username)),
      this.byAddress.get(address),
    ]);
    const waits = [
      user && user.consumedPoints >= this.config.throttle.loginFailuresPerUsername ? user.msBeforeNext : 0,
      client && client.consumedPoints >= this.config.throttle.loginFailuresPerAddress
        ? client.msBeforeNext
        : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw this.tooMany('Too many failed sign-in attempts; try again later', wait);
  }

  async failed(username: string, address: string): Promise<void> {
    const results = await Promise.allSettled([
      this.byUsername.consume(foldedUsername(username)),
      this.byAddress.consume(address),
    ]);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    const outage = refusals.find((reason) => !(reason instanceof RateLimiterRes));
    if (outage) throw outage;
    if (refusals.length > 0)
      this.logger.warn(`Sign-in locked out: username '${username}' or address ${address} over the limit`);
  }

  async succeeded(username: string): Promise<void> {
    await this.byUsername.delete(foldedUsername(username));
  }

  async registering(address: string): Promise<void> {
    try {
      await this.registrations.consume(address);
    } catch (result) {
      if (!(result instanceof RateLimiterRes)) throw result;
      this.logger.warn(`Registrations from ${address} over the limit`);
      throw this.tooMany('Too many registrations from this address; try again later', result.msBeforeNext);
    }
  }

  private tooMany(message: string, waitMs: number): TooManyAttempts {
    return new TooManyAttempts(message, Math.max(1, Math.ceil(waitMs / 1000)));
  }
}
