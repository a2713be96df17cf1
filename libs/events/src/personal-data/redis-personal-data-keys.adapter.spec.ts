import { randomUUID } from 'node:crypto';
import { announceSkip, redisAnswers } from '../testing/sync-probe';
import { removeRedisKeys } from '../testing/redis-keys';
import { describePersonalDataKeyStoreContract } from './personal-data-keys.contract';
import { openRedisPersonalDataKeyStore } from './redis-personal-data-keys.adapter';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `ledgerline:test:${randomUUID()}:pdk:`;

if (redisAnswers(redisUrl)) {
  afterAll(() => removeRedisKeys(redisUrl, keyPrefix));
  describePersonalDataKeyStoreContract('Redis', async () => [
    openRedisPersonalDataKeyStore(redisUrl, keyPrefix),
    openRedisPersonalDataKeyStore(redisUrl, keyPrefix),
  ]);
} else {
  announceSkip(
    `Redis PersonalDataKeyStore contract — nothing answers at ${redisUrl}; set REDIS_URL or start Redis`,
  );
  it.skip(`Redis PersonalDataKeyStore contract (skipped: nothing answers at ${redisUrl})`, () => undefined);
}
