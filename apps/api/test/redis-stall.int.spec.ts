import type { ChildProcess } from 'node:child_process';
import { eventually200, freePort, hasRedisServer, startRedis, stopRedis, timed } from './private-redis';
import { makeDataDir, removeDataDir, startTestApp, type TestApp, uniqueName } from './test-app';

/** The README's bound: a Redis call on the request path gives up after 2 s; the rest is slack for the route. */
const BOUND_MS = 2500;
/** Past this a request counts as hung (before the fix each one waited for Redis to resume). */
const HANG_MS = 8000;

// A paused Redis keeps its sockets open and reads nothing: no error ever arrives, only the client's own clock
// ends the wait (docs/decisions/0019-idempotency-keys-and-store-outages.md).
(hasRedisServer ? describe : describe.skip)('when Redis stalls under a running API', () => {
  if (!hasRedisServer) process.stdout.write('skipped: Redis stall spec — no redis-server binary on PATH\n');
  let redis: ChildProcess;
  let app: TestApp;
  const dataDir = makeDataDir();

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port, dataDir);
    app = await startTestApp(dataDir, {
      redisUrl: `redis://127.0.0.1:${port}`,
      redisKeyPrefix: `stall:${Date.now()}:`,
    });
  });
  afterAll(async () => {
    redis?.kill('SIGCONT');
    await app?.close();
    if (redis) await stopRedis(redis);
    removeDataDir(dataDir);
  });

  const expectUnavailableInTime = ([response, ms]: [{ status: number; body: unknown }, number]) => {
    expect({ status: response.status, body: response.body }).toEqual({
      status: 503,
      body: {
        message: 'A data store is not answering; try again in a few seconds',
        code: 'STORE.UNAVAILABLE',
      },
    });
    expect(ms).toBeLessThan(BOUND_MS);
  };

  it('answers 503 STORE.UNAVAILABLE within the bound on every route while paused, and recovers on resume', async () => {
    const username = uniqueName();
    const agent = app.agent();
    await agent.post('/api/register').send({ username, password: 'secret123' }).expect(201);

    redis.kill('SIGSTOP');
    expectUnavailableInTime(await timed(() => agent.get('/api/user').timeout(HANG_MS)));
    expectUnavailableInTime(
      await timed(() =>
        agent.post('/api/entities').send({ type: 'company', name: 'Stalled Ltd' }).timeout(HANG_MS),
      ),
    );
    expectUnavailableInTime(
      await timed(() =>
        app.agent().post('/api/login').send({ username, password: 'secret123' }).timeout(HANG_MS),
      ),
    );
    expectUnavailableInTime(
      await timed(() =>
        app
          .agent()
          .post('/api/register')
          .send({ username: uniqueName(), password: 'secret123' })
          .timeout(HANG_MS),
      ),
    );
    const [ready, readyMs] = await timed(() => app.agent().get('/api/health/ready').timeout(HANG_MS));
    expect(ready.status).toBe(503);
    expect(readyMs).toBeLessThan(BOUND_MS);

    redis.kill('SIGCONT');
    expect(await eventually200(async () => (await agent.get('/api/user')).status)).toBe(200);
    await agent.post('/api/entities').send({ type: 'company', name: 'Resumed Ltd' }).expect(201);
    await app.agent().post('/api/login').send({ username, password: 'secret123' }).expect(200);
    expect(await eventually200(async () => (await app.agent().get('/api/health/ready')).status)).toBe(200);
  }, 60_000);
});
