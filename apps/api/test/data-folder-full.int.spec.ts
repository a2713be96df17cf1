import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp, uniqueName } from './test-app';

/** A real file system of its own (root only): a small tmpfs that fills up, or is remounted read-only. */
function mountTmpfs(sizeKb: number): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}
const unmount = (dir: string) => {
  execFileSync('umount', [dir], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
};

/** Writes zeros until the file system says ENOSPC. */
function fillUp(file: string): void {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

/** Repeats a write until the disk refuses it (SQLite's WAL may still hold room for a few), and gives that answer. */
async function firstRefusal(send: () => PromiseLike<{ status: number; body: unknown }>) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await send();
    if (answer.status >= 300) return { status: answer.status, body: answer.body };
  }
  return { status: 'never refused', body: null };
}

const DISK_ANSWER = {
  message: 'The server cannot save data: its data folder is full or cannot be written. Try again later.',
  code: 'STORE.UNAVAILABLE',
};

const canMount = (() => {
  const probe = mountTmpfs(64);
  if (probe) unmount(probe);
  return probe !== null;
})();
if (!canMount) process.stdout.write('skipped: data folder specs — cannot mount a tmpfs (needs root)\n');

(canMount ? describe : describe.skip)('a data folder that is full or read-only', () => {
  it('answers 503 with a sentence on a full disk, reports the store down, and recovers once there is room', async () => {
    const mount = mountTmpfs(24 * 1024)!;
    let app: TestApp | undefined;
    try {
      app = await startTestApp(join(mount, 'data'));
      const agent = app.agent();
      const username = uniqueName();
      await agent.post('/api/register').send({ username, password: 'secret123' }).expect(201);
      fillUp(join(mount, 'filler'));

      let n = 0;
      const create = () => agent.post('/api/entities').send({ type: 'company', name: `Full ${n++} Ltd` });
      expect(await firstRefusal(create)).toEqual({ status: 503, body: DISK_ANSWER });
      const login = () => app!.agent().post('/api/login').send({ username, password: 'secret123' });
      expect(await firstRefusal(login)).toEqual({ status: 503, body: DISK_ANSWER });
      const register = () =>
        app!.agent().post('/api/register').send({ username: uniqueName(), password: 'secret123' });
      expect(await firstRefusal(register)).toEqual({ status: 503, body: DISK_ANSWER });
      const health = await app.agent().get('/api/health');
      expect(health.body.status).toBe('degraded');
      expect(health.body.stores.eventStore).toMatchObject({ status: 'down', adapter: 'sqlite' });
      expect((await app.agent().get('/api/health/ready')).status).toBe(503);

      rmSync(join(mount, 'filler'));
      await agent.post('/api/entities').send({ type: 'company', name: 'Room Again Ltd' }).expect(201);
      expect((await app.agent().get('/api/health/ready')).status).toBe(200);
    } finally {
      await app?.close();
      unmount(mount);
    }
  }, 120_000);

  it('refuses to start with a sentence naming a data folder it cannot write', async () => {
    const mount = mountTmpfs(1024)!;
    try {
      const dataDir = join(mount, 'data');
      mkdirSync(dataDir);
      execFileSync('mount', ['-o', 'remount,ro', mount], { stdio: 'ignore' });
      await expect(startTestApp(dataDir)).rejects.toThrow(
        `The data folder ${dataDir} cannot be written (EROFS): make it writable by this process, or set DATA_DIR to one that is.`,
      );
    } finally {
      unmount(mount);
    }
  });
});
