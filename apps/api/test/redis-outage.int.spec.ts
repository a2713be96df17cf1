import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { makeDataDir, removeDataDir, startTestApp, type TestApp, uniqueName } from './test-app';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** A private redis-server that keeps its data in `dir` across a kill, so the session outlives the outage. */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--save',
      '',
    ],
    { stdio: 'ignore' },
  );
  const client = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    retryStrategy: () => 50,
    maxRetriesPerRequest: null,
  });
  await client.connect().catch(() => undefined);
  await client.ping();
  client.disconnect();
  return child;
}

const stopRedis = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = Date.now();
  const result = await run();
  return [result, Date.now() - started];
};

(hasRedisServer ? describe : describe.skip)(
  'when Redis goes away under a running API (issue 9 item 5)',
  () => {
    if (!hasRedisServer)
      process.stdout.write('skipped: Redis outage spec — no redis-server binary on PATH\n');
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
      expect(meMs).toBeLessThan(5000);
      const [create, createMs] = await timed(() =>
        agent.post('/api/entities').send({ type: 'company', name: 'Down Ltd' }),
      );
      expect(create.status).toBe(503);
      expect(createMs).toBeLessThan(5000);
      const ready = await app.agent().get('/api/health/ready');
      expect(ready.status).toBe(503);

      redis = await startRedis(port, dataDir);
      // Each client reconnects on its own backoff (at most 2 s apart).
      const eventually = async (status: () => Promise<number>) => {
        let last = 0;
        for (let attempt = 0; attempt < 50 && last !== 200; attempt++) {
          last = await status();
          if (last !== 200) await new Promise((done) => setTimeout(done, 200));
        }
        return last;
      };
      expect(await eventually(async () => (await agent.get('/api/user')).status)).toBe(200);
      expect(await eventually(async () => (await app.agent().get('/api/health/ready')).status)).toBe(200);
      const created = await agent.post('/api/entities').send({ type: 'company', name: 'Back Ltd' });
      expect(created.status).toBe(201);
    });
  },
);
