import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { announceSkip, redisAnswers, removeRedisKeys } from '@ledgerline/events/testing';
import type { AppConfig } from '../src/config/app-config';
import { fileText } from './file-bytes';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NAME = 'Thandiwe Replay-Nkosi';
const EMAIL = 'thandiwe@replay.example';
const ID_NUMBER = '8512125800082';
const PERSONAL = [NAME, EMAIL, ID_NUMBER];

/**
 * docs/decisions/0032: an erasure also reaches the answers the idempotency store keeps for retries (24 hours),
 * which repeat what the request recorded. A retry after the erasure answers 410 and never runs again.
 */
function describeReplays(
  profile: string,
  overrides: () => Partial<AppConfig>,
  stored: (app: TestApp) => Promise<string>,
) {
  describe(`replaying a POST after an erasure (${profile})`, () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(undefined, overrides());
    });
    afterAll(async () => {
      await app.close();
      removeDataDir(app.dataDir);
    });

    it('answers 410 without the erased fields, and the store keeps none of them', async () => {
      const { agent } = await registeredAgent(app);
      const create = () =>
        agent
          .post('/api/entities')
          .set('Idempotency-Key', 'create-person')
          .send({ type: 'individual', name: NAME, email: EMAIL });
      const person = (await create().expect(201)).body.id as number;
      const details = () =>
        agent
          .post(`/api/entities/${person}/details`)
          .set('Idempotency-Key', 'record-details')
          .send({ idNumber: ID_NUMBER, idType: 'sa_id' });
      await details().expect(201);
      expect((await create()).headers['idempotent-replayed']).toBe('true');
      expect(await stored(app)).toContain(NAME);

      await agent.delete(`/api/entities/${person}`).expect(200);
      await agent
        .post(`/api/individuals/${person}/erase`)
        .send({ overrideReason: 'Captured in error by the secretary' })
        .expect(200);

      for (const replay of [await create(), await details()]) {
        expect(replay.status).toBe(410);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.body).toMatchObject({ code: 'PRIVACY.ERASED' });
        for (const value of PERSONAL) expect(replay.text).not.toContain(value);
      }
      const kept = await stored(app);
      for (const value of PERSONAL) expect(kept).not.toContain(value);
      // The retry did not register the person again.
      const list = await agent.get('/api/entities?type=individual&limit=1').expect(200);
      expect(list.headers['x-total-count']).toBe('0');
    });
  });
}

describeReplays(
  'SQLite',
  () => ({}),
  async (app) =>
    fileText(join(app.dataDir, 'idempotency.sqlite')) + fileText(join(app.dataDir, 'idempotency.sqlite-wal')),
);

if (redisAnswers(redisUrl)) {
  const redisKeyPrefix = `ledgerline:test:${randomUUID()}:`;
  const redis = new Redis(redisUrl);
  afterAll(async () => {
    await removeRedisKeys(redisUrl, redisKeyPrefix);
    await redis.quit();
  });
  describeReplays(
    'Redis',
    () => ({ redisUrl, redisKeyPrefix }),
    async () => {
      const keys = await redis.keys(`${redisKeyPrefix}idem:*`);
      const values = await Promise.all(keys.map((key) => redis.hgetall(key)));
      return JSON.stringify(values);
    },
  );
} else {
  announceSkip(
    `replaying after an erasure on Redis — nothing answers at ${redisUrl}; set REDIS_URL or start Redis`,
  );
  it.skip(`replaying after an erasure on Redis (skipped: nothing answers at ${redisUrl})`, () => undefined);
}
