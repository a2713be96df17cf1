import { createToken, installationAdmin, userOnPlan, withToken } from './api-tokens-support';
import { uniqueName, useTestApp } from './test-app';

describe('rate limits for API tokens and sign-in attempts (issue 14 section 3)', () => {
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
