import { RedisReachability } from '@ledgerline/events';
import type { Redis } from 'ioredis';
import {
  ERASED_ANSWER,
  IDEMPOTENCY_TIMINGS,
  type IdempotencyClaim,
  type IdempotencyStore,
  type IdempotencyTimings,
  type StoredAnswer,
} from './idempotency-store.port';

/** Takes a free key (or reads the taken one) in one server-side step, so processes cannot both start it. */
const CLAIM = `
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'fingerprint', ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {'started'}
end
return {'taken', redis.call('HGET', KEYS[1], 'fingerprint'), redis.call('HGET', KEYS[1], 'answer') or ''}`;

const RELEASE = `
if redis.call('HEXISTS', KEYS[1], 'answer') == 0 then redis.call('DEL', KEYS[1]) end
return 0`;

/** Overwrites a kept answer (its expiry unchanged); a key still running or gone is left alone. */
const REDACT = `
if redis.call('HEXISTS', KEYS[1], 'answer') == 1 then redis.call('HSET', KEYS[1], 'answer', ARGV[1]) end
return 0`;

/** Scale-out profile: keys shared by every API process through Redis, expiring on the server. */
export class RedisIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly timings: IdempotencyTimings = IDEMPOTENCY_TIMINGS,
    private readonly reachability = new RedisReachability(),
  ) {}

  async claim(scope: string, key: string, fingerprint: string): Promise<IdempotencyClaim> {
    const [state, stored, answer] = (await this.reachability.call(() =>
      this.redis.eval(CLAIM, 1, this.redisKey(scope, key), fingerprint, this.timings.claimMs),
    )) as [string, string?, string?];
    if (state === 'started') return { kind: 'started' };
    if (stored !== fingerprint) return { kind: 'mismatch' };
    if (!answer) return { kind: 'in-progress' };
    return { kind: 'replay', answer: JSON.parse(answer) as StoredAnswer };
  }

  async complete(
    scope: string,
    key: string,
    answer: StoredAnswer,
    subjects: readonly number[] = [],
  ): Promise<void> {
    const redisKey = this.redisKey(scope, key);
    const step = this.redis
      .multi()
      .hset(redisKey, 'answer', JSON.stringify(answer))
      .pexpire(redisKey, this.timings.answerMs);
    // One set per entity of the keys whose answers carry it, living as long as the newest of them.
    for (const subject of subjects)
      step.sadd(this.subjectKey(subject), redisKey).pexpire(this.subjectKey(subject), this.timings.answerMs);
    await this.reachability.call(() => step.exec());
  }

  async eraseSubject(entityId: number): Promise<void> {
    const subjectKey = this.subjectKey(entityId);
    const answer = JSON.stringify(ERASED_ANSWER);
    const keys = await this.reachability.call(() => this.redis.smembers(subjectKey));
    for (const redisKey of keys)
      await this.reachability.call(() => this.redis.eval(REDACT, 1, redisKey, answer));
    await this.reachability.call(() => this.redis.del(subjectKey));
  }

  async release(scope: string, key: string): Promise<void> {
    await this.reachability.call(() => this.redis.eval(RELEASE, 1, this.redisKey(scope, key)));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  private subjectKey(entityId: number): string {
    return `${this.keyPrefix}idem-subject:${entityId}`;
  }

  private redisKey(scope: string, key: string): string {
    return `${this.keyPrefix}idem:${scope}:${key}`;
  }
}
