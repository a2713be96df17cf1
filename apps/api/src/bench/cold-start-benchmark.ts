import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSqliteEventStore, streams } from '@ledgerline/events';
import { request } from 'undici';
import { appendAccountStream } from './account-stream-seed';
import { ApiProcess } from './reads/api-process';
import { getJson, login } from './reads/api-session';

export interface ColdStartRun {
  /** From spawning the API until GET /api/health first answered (it listens once its projections caught up). */
  listenMs: number;
  /** From spawning `node apps/api/dist/main.js` until a sign-in and GET /api/dashboard both answered 200. */
  firstAnswerMs: number;
  /** The first command on the large account after that (its stream loaded cold). */
  firstCommandMs: number;
}

export interface ColdStartResult {
  events: number;
  /** Every event still to be projected (the read models were never built for them). */
  unprojected: ColdStartRun;
  /** A restart of the same folder: read models caught up, the account's snapshot written on shutdown. */
  restarted: ColdStartRun;
}

const USERNAME = 'cold-start-owner';
const PASSWORD = 'cold-start-password';

async function post(origin: string, path: string, body: unknown, cookie?: string) {
  const answer = await request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.statusCode, body: (await answer.body.json()) as Record<string, unknown> };
}

/** Polls until the API signs the user in and answers the dashboard; the command follows at once. */
async function timeFirstAnswers(dataDir: string): Promise<ColdStartRun> {
  const started = Date.now();
  const api = await ApiProcess.start(dataDir, join(dataDir, 'api.log'), 0);
  try {
    let cookie: string | null = null;
    let listenMs = 0;
    for (;;) {
      if (api.exitStatus() !== null) throw new Error(`The API exited:\n${api.logTail()}`);
      if (Date.now() - started > 10 * 60_000) throw new Error('No answer within 10 minutes');
      if (listenMs === 0) {
        const health = await getJson(api.origin, '/api/health').catch(() => null);
        if (health) listenMs = Date.now() - started;
        else {
          await sleep(20);
          continue;
        }
      }
      cookie = await login(api.origin, USERNAME, PASSWORD).catch(() => null);
      const dashboard = cookie && (await getJson(api.origin, '/api/dashboard', cookie).catch(() => null));
      if (dashboard && dashboard.status === 200) break;
      await sleep(20);
    }
    const firstAnswerMs = Date.now() - started;
    const commandStarted = Date.now();
    const created = await post(
      api.origin,
      '/api/entities',
      { type: 'company', name: `Cold Start Company ${commandStarted}` },
      cookie ?? undefined,
    );
    if (created.status !== 201) throw new Error(`The create answered ${created.status}`);
    return { listenMs, firstAnswerMs, firstCommandMs: Date.now() - commandStarted };
  } finally {
    await api.stop();
  }
}

/**
 * The cold-start criterion: a data folder whose log holds `events` events, most of them one
 * 9,990-entity account's, answers a sign-in and the dashboard after `node apps/api/dist/main.js` starts.
 */
export async function runColdStartBenchmark(dir: string, events = 100_000): Promise<ColdStartResult> {
  const dataDir = join(dir, 'cold-start');
  mkdirSync(dataDir, { recursive: true });
  const api = await ApiProcess.start(dataDir, join(dataDir, 'api.log'), 0);
  let accountId: number;
  try {
    for (;;) {
      const answer = await post(api.origin, '/api/register', {
        username: USERNAME,
        password: PASSWORD,
      }).catch(() => null);
      if (answer?.status === 201) {
        accountId = Number(answer.body.accountId);
        break;
      }
      if (api.exitStatus() !== null) throw new Error(`The API exited:\n${api.logTail()}`);
      await sleep(100);
    }
  } finally {
    await api.stop();
  }
  const store = openSqliteEventStore(join(dataDir, 'events.sqlite'));
  const head = Number((await store.headPosition()) ?? BigInt(0));
  const revision = (await store.readStream(streams.account(accountId))).length - 1;
  const shape = { accountId, entities: 9_990, events: events - head, firstId: 1_000_000 };
  await appendAccountStream(store, shape, revision);
  await store.close();
  return {
    events,
    unprojected: await timeFirstAnswers(dataDir),
    restarted: await timeFirstAnswers(dataDir),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function printColdStart(dir: string): Promise<void> {
  const r = await runColdStartBenchmark(dir, Number(process.env.BENCH_COLD_START_EVENTS ?? 100_000));
  console.log(
    `Cold start of \`node apps/api/dist/main.js\` on a data folder of ${r.events} events (target: first answer <= 2 s):`,
  );
  for (const [label, run] of [
    ['every event unprojected', r.unprojected],
    ['restart, read models caught up', r.restarted],
  ] as const)
    console.log(
      `  ${label}: listening after ${seconds(run.listenMs)}, sign-in + GET /api/dashboard answered after ${seconds(run.firstAnswerMs)}; first create on the 9,990-entity account ${run.firstCommandMs} ms`,
    );
}
