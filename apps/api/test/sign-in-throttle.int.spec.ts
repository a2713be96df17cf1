import { registeredAgent, uniqueName, useTestApp } from './test-app';

describe('sign-in and registration throttling', () => {
  const testApp = useTestApp({
    throttle: { loginFailuresPerUsername: 3, loginFailuresPerAddress: 8, registrationsPerAddressPerHour: 6 },
  });
  const login = (username: string, password: string) =>
    testApp().agent().post('/api/login').send({ username, password });

  it('locks a username out after its failures with 429 and Retry-After, while others still sign in', async () => {
    const username = uniqueName('locked');
    await registeredAgent(testApp(), username);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await login(username, 'wrong-password')).status).toBe(401);
    const locked = await login(username, 'secret123');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body.message).toBe('Too many failed sign-in attempts; try again later');
    const other = uniqueName('other');
    await registeredAgent(testApp(), other);
    expect((await login(other, 'secret123')).status).toBe(200);
  });

  it('limits failures per address across usernames and registrations per address', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 12 && status !== 429; attempt++)
      // A forged X-Forwarded-For does not give a new address: no proxy is trusted unless TRUST_PROXY says so.
      status = (
        await login(uniqueName('ghost'), 'wrong-password').set('X-Forwarded-For', `10.0.0.${attempt}`)
      ).status;
    expect(status).toBe(429);
    let registered = 0;
    let refused: { status: number; headers: Record<string, string> } | null = null;
    for (let attempt = 0; attempt < 8 && !refused; attempt++) {
      const answer = await testApp()
        .agent()
        .post('/api/register')
        .send({ username: uniqueName('many'), password: 'secret123' });
      if (answer.status === 201) registered++;
      else refused = answer;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(registered).toBeLessThanOrEqual(6);
  });
});
