import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** Specs that stop, pause or kill Redis run their own redis-server, never the one other specs share. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** A private redis-server that keeps its data in `dir` across a kill, so the session outlives the outage. */
export async function startRedis(port: number, dir: string): Promise<ChildProcess> {
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

export const stopRedis = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

export const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = Date.now();
  const result = await run();
  return [result, Date.now() - started];
};

/** Polls until the status is 200 (each client reconnects on its own backoff, at most 2 s apart). */
export async function eventually200(status: () => Promise<number>): Promise<number> {
  let last = 0;
  for (let attempt = 0; attempt < 50 && last !== 200; attempt++) {
    last = await status();
    if (last !== 200) await new Promise((done) => setTimeout(done, 200));
  }
  return last;
}
