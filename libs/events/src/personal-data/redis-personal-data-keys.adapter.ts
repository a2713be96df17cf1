import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { BOUNDED_IOREDIS_OPTIONS } from '../store/redis/bounded-redis-options';
import { RedisReachability, redisReachability } from '../store/redis/redis-reachability';
import type { PersonalDataKeyStore, SubjectKey } from './personal-data-keys.port';

const DESTROYED = 'destroyed';

/**
 * Scale-out profile: one Redis string per person, `${prefix}<subjectId>`, holding the key in base64 or the
 * tombstone `destroyed`. SET NX makes concurrent first appends agree on one key. Redis must persist (AOF
 * with fsync) or a restart loses personal data for good (docs/decisions/0032-popia-erasure.md).
 */
export class RedisPersonalDataKeyStore implements PersonalDataKeyStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly reachability = new RedisReachability(),
  ) {}

  async obtain(subjectIds: readonly number[]): Promise<Map<number, SubjectKey>> {
    const ids = [...new Set(subjectIds)];
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.set(this.keyOf(id), randomBytes(32).toString('base64'), 'NX');
    await this.reachability.call(() => pipeline.exec());
    return this.find(ids);
  }

  async find(subjectIds: readonly number[]): Promise<Map<number, SubjectKey>> {
    const ids = [...new Set(subjectIds)];
    if (ids.length === 0) return new Map();
    const values = await this.reachability.call(() => this.redis.mget(ids.map((id) => this.keyOf(id))));
    const keys = new Map<number, SubjectKey>();
    ids.forEach((id, i) => {
      const value = values[i];
      if (value !== null) keys.set(id, value === DESTROYED ? 'destroyed' : Buffer.from(value, 'base64'));
    });
    return keys;
  }

  async destroy(subjectId: number): Promise<void> {
    await this.reachability.call(() => this.redis.set(this.keyOf(subjectId), DESTROYED));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  private keyOf(subjectId: number): string {
    return `${this.keyPrefix}${subjectId}`;
  }
}

export function openRedisPersonalDataKeyStore(
  redisUrl: string,
  keyPrefix: string,
): RedisPersonalDataKeyStore {
  return new RedisPersonalDataKeyStore(
    new Redis(redisUrl, BOUNDED_IOREDIS_OPTIONS),
    keyPrefix,
    redisReachability(redisUrl),
  );
}
