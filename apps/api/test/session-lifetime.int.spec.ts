import { registeredAgent, uniqueName, useTestApp } from './test-app';

describe('the absolute session lifetime', () => {
  const testApp = useTestApp({ sessionAbsoluteMs: 1_500 });

  it('ends an active session at its absolute lifetime after sign-in; signing in again starts a new one', async () => {
    const username = uniqueName('lifetime');
    const { agent } = await registeredAgent(testApp(), username);
    expect((await agent.get('/api/user')).status).toBe(200);
    await new Promise((done) => setTimeout(done, 800));
    expect((await agent.get('/api/dashboard')).status).toBe(200);
    await new Promise((done) => setTimeout(done, 900));

    const expired = await agent.get('/api/user');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired; please sign in again');
    expect((await agent.get('/api/user')).status).toBe(401);

    expect((await agent.post('/api/login').send({ username, password: 'secret123' })).status).toBe(200);
    expect((await agent.get('/api/user')).status).toBe(200);
  });
});
