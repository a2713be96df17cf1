import type { ChildProcess } from 'node:child_process';
import { eventually200, freePort, hasRedisServer, startRedis, stopRedis, timed } from './private-redis';
import { makeDataDir, removeDataDir, startTestApp, type TestApp, uniqueName } from './test-app';

(hasRedisServer ? describe : describe.skip)('when Redis goes away under a running API', () => {
  if (!hasRedisServer) process.stdout.write('skipped: Redis outage spec — no redis-server binary on PATH\n');
  let redis: ChildProcess;
  let app: TestApp;
  let port: number;
  const dataDir = makeDataDir();

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port, dataDir);
    app = await startTestApp(dataDir, {
      redisUrl: `redis://127.0.0.1:${port}`,
      redisKeyPrefix: `outage:${Date.now()}:`,
    });
  });
  afterAll(async () => {
    await app?.close();
    if (redis && redis.exitCode === null) await stopRedis(redis);
    removeDataDir(dataDir);
  });

  it('answers 503 with Retry-After within the bound instead of hanging, and recovers without a restart', async () => {
    const agent = app.agent();
    const registered = await agent
      .post('/api/register')
      .send({ username: uniqueName(), password: 'secret123' });
    expect(registered.status).toBe(201);

    await stopRedis(redis);
    const [me, meMs] = await timed(() => agent.get('/api/user'));
    expect(me.status).toBe(503);
    expect(me.headers['retry-after']).toBe('5');
    expect(me.body).toEqual({
      message: 'A data store is not answering; try again in a few seconds',
      code: 'STORE.UNAVAILABLE',
    });
    expect(meMs).toBeLessThan(2500);
    const [create, createMs] = await timed(() =>
      agent.post('/api/entities').send({ type: 'company', name: 'Down Ltd' }),
    );
    expect(create.status).toBe(503);
    expect(createMs).toBeLessThan(2500);
    const ready = await app.agent().get('/api/health/ready');
    expect(ready.status).toBe(503);

    redis = await startRedis(port, dataDir);
    expect(await eventually200(async () => (await agent.get('/api/user')).status)).toBe(200);
    expect(await eventually200(async () => (await app.agent().get('/api/health/ready')).status)).toBe(200);
    const created = await agent.post('/api/entities').send({ type: 'company', name: 'Back Ltd' });
    expect(created.status).toBe(201);
  });

  it('refuses sign-in and registration within the 2 s bound while Redis is gone', async () => {
    const username = uniqueName();
    await app.agent().post('/api/register').send({ username, password: 'secret123' }).expect(201);

    await stopRedis(redis);
    const [login, loginMs] = await timed(() =>
      app.agent().post('/api/login').send({ username, password: 'secret123' }),
    );
    const [register, registerMs] = await timed(() =>
      app.agent().post('/api/register').send({ username: uniqueName(), password: 'secret123' }),
    );
    expect([login.status, register.status]).toEqual([503, 503]);
    expect(login.body.code).toBe('STORE.UNAVAILABLE');
    expect(register.body.code).toBe('STORE.UNAVAILABLE');
    expect(loginMs).toBeLessThan(2500);
    expect(registerMs).toBeLessThan(2500);

    redis = await startRedis(port, dataDir);
    expect(
      await eventually200(
        async () => (await app.agent().post('/api/login').send({ username, password: 'secret123' })).status,
      ),
    ).toBe(200);
  });
});
