import { formatDisplayDay } from '@ledgerline/contracts';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { announceSkip } from '../../../libs/events/src/testing/sync-probe';
import { startTestSmtpServer } from '../src/infrastructure/mail/testing/test-smtp-server';
import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import { startDeadlineWorker } from '../src/worker/deadline-worker';
import { dayFromToday, userWithCompany } from './email-reminders-support';
import { makeDataDir, removeDataDir, startTestApp } from './test-app';

const day = dayFromToday;
/** A day as notices show it (docs/decisions/0044). */
const shownDay = (offset: number) => formatDisplayDay(day(offset));
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer)
  announceSkip('reminder e-mails through the BullMQ worker — no redis-server binary on PATH');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A private Redis that keeps nothing: killing it loses the queue and its schedule, as a crash would. */
async function volatileRedis(port: number): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', args, { stdio: 'ignore' });
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 50 });
  await probe.connect().catch(() => undefined);
  await probe.ping();
  probe.disconnect();
  return child;
}

/** Deadline scans the workers finished, for the waits below and their messages. */
let scans = 0;

async function until(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${scans} scans)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

(hasRedisServer ? describe : describe.skip)('reminder e-mails through the BullMQ worker', () => {
  it('two workers on one data folder send each reminder once, across a Redis crash that loses the queue', async () => {
    const smtp = await startTestSmtpServer();
    const dataDir = makeDataDir();
    const config = { smtpUrl: smtp.url, publicUrl: 'https://ledgerline.test' };
    const api = await startTestApp(dataDir, config);
    const other = await startTestApp(dataDir, config);
    const port = await freePort();
    let redis = await volatileRedis(port);
    const options = {
      redisUrl: `redis://127.0.0.1:${port}`,
      redisKeyPrefix: 'ledgerline:',
      everyMs: 200,
      ensureEveryMs: 200,
      queueName: `reminders-${randomUUID()}`,
      onScanned: () => scans++,
    };
    const workers = [
      await startDeadlineWorker({ ...options, scans: api.app.get(DeadlineScanService) }),
      await startDeadlineWorker({ ...options, scans: other.app.get(DeadlineScanService) }),
    ];
    try {
      const { email, addFiling: file } = await userWithCompany(api, 'Worker Mail Co');
      await file(1);
      const inbox = () => smtp.received.filter((m) => m.envelopeTo.includes(email));
      await until('the first reminder', () => inbox().length > 0);
      const afterFirst = scans;
      await until('more scans', () => scans >= afterFirst + 6);
      expect(inbox()).toHaveLength(1);

      // BullMQ reports every failed reconnect on console.error while Redis is down.
      const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await new Promise<void>((resolve) => {
        redis.once('exit', () => resolve());
        redis.kill('SIGKILL');
      });
      await file(-2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      redis = await volatileRedis(port);
      await until('the reminder of the filing added during the outage', () => inbox().length > 1);
      quiet.mockRestore();
      const afterOutage = scans;
      await until('more scans after the outage', () => scans >= afterOutage + 6);
      expect(inbox().map((m) => m.subject)).toEqual([
        `Reminder: Annual return for Worker Mail Co is due in 1 day (${shownDay(1)})`,
        `Reminder: Annual return for Worker Mail Co is overdue (was due ${shownDay(-2)})`,
      ]);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
      redis.kill('SIGKILL');
      await api.close();
      await other.close();
      removeDataDir(dataDir);
      await smtp.close();
    }
  }, 60_000);
});
