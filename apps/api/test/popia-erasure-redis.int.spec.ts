import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { announceSkip, redisAnswers } from '@ledgerline/events/testing';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisKeyPrefix = `ledgerline:test:${randomUUID()}:`;

/** The scale-out key store (docs/decisions/0032): with REDIS_URL the per-person keys live in Redis. */
if (redisAnswers(redisUrl)) {
  describe('POPIA erasure with the personal-data keys on Redis', () => {
    let app: TestApp;
    const redis = new Redis(redisUrl);
    beforeAll(async () => {
      app = await startTestApp(undefined, { redisUrl, redisKeyPrefix });
    });
    afterAll(async () => {
      await app.close();
      removeDataDir(app.dataDir);
      const keys = await redis.keys(`${redisKeyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('keeps the key in Redis, not in the data folder, and erasing leaves a tombstone', async () => {
      const { agent } = await registeredAgent(app);
      const person = (
        await agent
          .post('/api/entities')
          .send({ type: 'individual', name: 'Sipho Redis-Dlamini' })
          .expect(201)
      ).body.id as number;
      const key = `${redisKeyPrefix}pdk:${person}`;
      expect(Buffer.from((await redis.get(key)) ?? '', 'base64')).toHaveLength(32);
      expect(existsSync(join(app.dataDir, 'personal-data-keys.sqlite'))).toBe(false);

      await agent.delete(`/api/entities/${person}`).expect(200);
      await agent
        .post(`/api/individuals/${person}/erase`)
        .send({ overrideReason: 'Captured in error by the secretary' })
        .expect(200);
      expect(await redis.get(key)).toBe('destroyed');
      const history = await agent.get(`/api/entities/${person}/history`).expect(200);
      expect(JSON.stringify(history.body)).toContain(`Erased person #${person}`);
      expect(JSON.stringify(history.body)).not.toContain('Sipho');
    });
  });
} else {
  announceSkip(`POPIA erasure on Redis — nothing answers at ${redisUrl}; set REDIS_URL or start Redis`);
  it.skip(`POPIA erasure on Redis (skipped: nothing answers at ${redisUrl})`, () => undefined);
}
