import Redis from 'ioredis';
import { removeDataDir, startTestApp, uniqueName } from './test-app';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

describe('sessions and ids on Redis (REDIS_URL)', () => {
  let available = false;
  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) console.log(`skipped: Redis session/id profile — nothing answers at ${redisUrl}`);
  });

  it('keeps a session across a restart and allocates ids from Redis', async () => {
    if (!available) return;
    const first = await startTestApp(undefined, { redisUrl });
    const registered = await first
      .agent()
      .post('/api/register')
      .send({ username: uniqueName(), password: 'secret123' });
    expect(registered.status).toBe(201);
    const cookie = String(registered.headers['set-cookie'][0]).split(';')[0];
    await first.close();
    const second = await startTestApp(first.dataDir, { redisUrl });
    try {
      const me = await second.agent().get('/api/user').set('Cookie', cookie);
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(registered.body.id);
      const client = new Redis(redisUrl);
      const sequence = Number(await client.get('ledgerline:seq:user'));
      client.disconnect();
      expect(sequence).toBeGreaterThanOrEqual(registered.body.id);
    } finally {
      await second.close();
      removeDataDir(first.dataDir);
    }
  });
});
