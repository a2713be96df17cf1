import { removeRedisKeys } from '@ledgerline/events/testing';
import { announceSkip, redisAnswers } from '../../../libs/events/src/testing/sync-probe';
import { createToken, installationAdmin, userOnPlan, withToken } from './api-tokens-support';
import { removeDataDir, startTestApp, type TestApp, uniqueName, useTestApp } from './test-app';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const withRedis = redisAnswers(redisUrl);
if (!withRedis) announceSkip(`API token rate limits on Redis — nothing answers at ${redisUrl}`);

describe('rate limits for API tokens and sign-in attempts', () => {
  const testApp = useTestApp({
    apiTokenRequestsPerMinute: 3,
    throttle: {
      loginFailuresPerUsername: 100,
      loginFailuresPerAddress: 4,
      registrationsPerAddressPerHour: 1000,
    },
  });

  it('answers 429 with Retry-After once a token used its minute, per token and then per account', async () => {
    const admin = await installationAdmin(testApp());
    const { agent } = await userOnPlan(testApp(), admin.agent, 'pro');
    const first = withToken(testApp(), (await createToken(agent)).token);
    const statuses = [];
    for (let call = 0; call < 4; call++) statuses.push((await first.get('/api/dashboard')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await first.get('/api/dashboard');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.body.message).toBe(
      'Too many requests with this API token; the Professional plan allows 3 a minute',
    );
    // The account's allowance is twice a token's: a second token gets what is left of it (6 - 5 counted).
    const second = withToken(testApp(), (await createToken(agent)).token);
    expect((await second.get('/api/dashboard')).status).toBe(200);
    const accountLimited = await second.get('/api/dashboard');
    expect(accountLimited.status).toBe(429);
    expect(Number(accountLimited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account's tokens are counted apart.
    const other = await userOnPlan(testApp(), admin.agent, 'pro');
    expect(
      (await withToken(testApp(), (await createToken(other.agent)).token).get('/api/dashboard')).status,
    ).toBe(200);
  });

  it('answers a sign-in from an address over its failures with 429 and Retry-After', async () => {
    let locked: { status: number; headers: Record<string, string>; body: { message: string } } | null = null;
    for (let attempt = 0; attempt < 8 && !locked; attempt++) {
      const answer = await testApp()
        .agent()
        .post('/api/login')
        .send({ username: uniqueName('ghost'), password: 'wrong-password' });
      if (answer.status === 429) locked = answer;
      else expect(answer.status).toBe(401);
    }
    expect(locked?.status).toBe(429);
    expect(Number(locked?.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked?.body.message).toBe('Too many failed sign-in attempts; try again later');
  });
});

(withRedis ? describe : describe.skip)(
  'API token rate limits shared by two API processes through Redis (REDIS_URL)',
  () => {
    const redisKeyPrefix = `ledgerline-test-${uniqueName('rl')}:`;
    let apps: TestApp[] = [];

    afterAll(async () => {
      for (const app of apps) await app.close();
      if (apps[0]) removeDataDir(apps[0].dataDir);
      if (apps.length > 0) await removeRedisKeys(redisUrl, redisKeyPrefix);
    });

    it('counts a token once across both: the fourth request of the minute is refused by either', async () => {
      const config = { redisUrl, redisKeyPrefix, apiTokenRequestsPerMinute: 3 };
      const first = await startTestApp(undefined, config);
      apps = [first, await startTestApp(first.dataDir, config)];
      const admin = await installationAdmin(first);
      const { agent } = await userOnPlan(first, admin.agent, 'pro');
      const { token } = await createToken(agent);
      const [one, two] = apps.map((app) => withToken(app, token));
      const statuses = [];
      for (const client of [one, two, one, two]) statuses.push((await client.get('/api/dashboard')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  },
);
