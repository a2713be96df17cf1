import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiProcess } from './api-process';
import { getJson } from './api-session';
import { readCpuTicks, readMemory } from './process-stats';
import { ProgressLine, seconds, thousands } from './progress-line';

interface Health {
  projections?: Record<string, number> | null;
}

const rss = (pid: number) => `RSS ${thousands(readMemory(pid)?.rssMb ?? 0)} MB`;

/**
 * Waits until GET /api/health answers and every projection's lag is 0. The API catches its projections
 * up before it listens (and rebuilds those whose read-model format changed), so "starting" may last.
 */
export async function waitUntilCaughtUp(api: ApiProcess, timeoutMs = 30 * 60_000): Promise<void> {
  const startedAt = Date.now();
  const progress = new ProgressLine();
  for (;;) {
    const exit = api.exitStatus();
    if (exit !== null) throw new Error(`The API exited (${exit}) while starting`);
    if (Date.now() - startedAt > timeoutMs)
      throw new Error(`The API was not caught up after ${seconds(startedAt)}`);
    const health = await getJson<Health>(api.origin, '/api/health').catch(() => null);
    if (!health)
      progress.update(
        `Starting the API (it projects the log before listening): ${seconds(startedAt)}, ${rss(api.pid)}`,
      );
    else if (health.status === 200 && health.body.projections) {
      const behind = Math.max(0, ...Object.values(health.body.projections));
      if (behind === 0) {
        progress.done(
          `API caught up (every projection's lag 0) after ${seconds(startedAt)}, ${rss(api.pid)}`,
        );
        return;
      }
      progress.update(
        `Projections catching up: ${thousands(behind)} events behind, ${seconds(startedAt)}, ${rss(api.pid)}`,
      );
    } else progress.update(`Waiting for /api/health (answered ${health.status}): ${seconds(startedAt)}`);
    await sleep(250);
  }
}

/**
 * Waits until the API has used under 5 % of a core for two seconds in a row (start-up work and the first
 * deadline scan, 1 s after start, are over), at most `maxMs`. Returns the seconds waited.
 */
export async function waitUntilIdle(pid: number, maxMs = 180_000): Promise<number> {
  const startedAt = Date.now();
  const progress = new ProgressLine();
  let quietSeconds = 0;
  let before = readCpuTicks(pid) ?? 0;
  while (quietSeconds < 2 && Date.now() - startedAt < maxMs) {
    await sleep(1000);
    const now = readCpuTicks(pid) ?? before;
    quietSeconds = now - before < 5 ? quietSeconds + 1 : 0;
    progress.update(`Waiting for the API to go idle: ${now - before}% of a core, ${seconds(startedAt)}`);
    before = now;
  }
  progress.done(
    `API idle after ${seconds(startedAt)}${quietSeconds < 2 ? ' (gave up waiting: still busy)' : ''}`,
  );
  return (Date.now() - startedAt) / 1000;
}
