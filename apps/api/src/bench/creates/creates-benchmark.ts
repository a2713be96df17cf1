import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiProcess, BaselineProcess } from '../reads/api-process';
import { waitUntilCaughtUp } from '../reads/api-readiness';
import { SCRIPTS } from '../reads/node-child';
import { readCpuTicks } from '../reads/process-stats';
import { type ClientRequest, type LoadFigures, runLoad } from './load-generator';

const CLIENTS = Number(process.env.BENCH_CREATE_CLIENTS ?? 32);
/** Creates per measured window. */
const WINDOW = Number(process.env.BENCH_CREATE_WINDOW ?? 500);
/** The Enterprise plan's entity limit: the last window ends at the account's 10,000th entity. */
const GROWN = Number(process.env.BENCH_CREATE_GROWN ?? 10_000);
const PASSWORD = 'bench-creates-password';
/**
 * Requests each server answers before anything is measured. After 1,000 the plain handler still spent
 * 0.36-0.48 ms of CPU per create, after 3,000-5,000 0.12-0.22 ms (V8 optimises its few hot functions late), so
 * the ratios compare both servers at their steady state only from a few thousand on.
 */
const WARM_UP = Number(process.env.BENCH_CREATE_WARMUP ?? 5000);

interface Session {
  userId: number;
  cookie: string;
}

const json = (origin: string, body: unknown, cookie?: string, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    origin,
    ...(cookie ? { cookie } : {}),
    ...extra,
  },
  body: JSON.stringify(body),
});

async function post(origin: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const answer = await fetch(`${origin}${path}`, json(origin, body, cookie));
  if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}

async function register(origin: string, username: string): Promise<Session> {
  const answer = await post(origin, '/api/register', { username, password: PASSWORD });
  const cookie = answer.headers.getSetCookie().find((c) => c.includes('='));
  if (!cookie) throw new Error(`Registering ${username} set no session cookie`);
  const user = (await answer.json()) as { id: number };
  return { userId: user.id, cookie: cookie.split(';')[0] };
}

const company = (sequence: number) => ({ type: 'company', name: `Bench Company ${sequence + 1} (Pty) Ltd` });

/** Company creates through the product's route, each client in `sessions[client % sessions.length]`. */
function productCreates(origin: string, sessions: Session[], offset = 0) {
  return (client: number, sequence: number): ClientRequest => ({
    url: `${origin}/api/entities`,
    init: json(origin, company(offset + sequence), sessions[client % sessions.length].cookie),
  });
}

function plainCreates(origin: string, accounts: number) {
  return (client: number, sequence: number): ClientRequest => ({
    url: `${origin}/companies`,
    init: json(origin, company(sequence), undefined, { 'x-account': String(client % accounts) }),
  });
}

/** A window's load figures and the server's CPU time per request (user + system, 10 ms ticks). */
type Window = LoadFigures & { cpuMsPerRequest: number | null };

/**
 * Runs a window and reads the server's CPU time around it: on a shared machine the rate moves with the
 * neighbours' load, the CPU a request costs much less, so both are printed.
 */
async function measured(pid: number, run: () => Promise<LoadFigures>, requests: number): Promise<Window> {
  const before = readCpuTicks(pid);
  const figures = await run();
  const after = readCpuTicks(pid);
  const cpuMsPerRequest = before === null || after === null ? null : ((after - before) * 10) / requests;
  return { ...figures, cpuMsPerRequest };
}

const ms = (value: number) => value.toFixed(1);
const cpu = (f: Window) => (f.cpuMsPerRequest === null ? '' : `, CPU ${f.cpuMsPerRequest.toFixed(2)} ms/req`);
const figures = (f: Window) =>
  `${Math.round(f.perSecond)} req/s, p50 ${ms(f.p50Ms)} ms, p99 ${ms(f.p99Ms)} ms${cpu(f)}` +
  (Object.keys(f.refused).length ? ` (refused ${JSON.stringify(f.refused)}: ${f.firstRefusal})` : '');

function compare(label: string, product: Window, plain: Window): void {
  console.log(`  ${label}: product ${figures(product)}; plain ${figures(plain)}`);
  const cpuRatio =
    product.cpuMsPerRequest && plain.cpuMsPerRequest
      ? `, CPU per create x${(product.cpuMsPerRequest / plain.cpuMsPerRequest).toFixed(1)} of plain`
      : '';
  console.log(
    `    creates vs plain x${(product.perSecond / plain.perSecond).toFixed(2)} (target >= 0.5), ` +
      `p99 x${(product.p99Ms / plain.p99Ms).toFixed(1)} of plain (target <= 2)${cpuRatio}`,
  );
}

/**
 * Company creates through the product (embedded profile, its own process) against a plain
 * NestJS + zod + one SQLite insert handler (bench/creates/plain-create-server.ts, its own process), the same
 * load generator for both; and the product's create rate at an account's 1st, 1,000th and 10,000th entity.
 */
export async function runCreatesBenchmark(): Promise<void> {
  // The 1,000th-entity row runs after entities 1-999, the last row after it: a smaller account cannot hold both.
  if (GROWN < 999 + 2 * WINDOW)
    throw new Error(
      `BENCH_CREATE_GROWN must be at least 999 + 2 x BENCH_CREATE_WINDOW (${999 + 2 * WINDOW}); it is ${GROWN}`,
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-creates-'));
  const env = { THROTTLE_REGISTRATIONS_PER_HOUR: '1000' };
  const api = await ApiProcess.start(dataDir, join(dataDir, 'api.log'), 0, env);
  const plain = await BaselineProcess.start(SCRIPTS.plainCreateServer);
  try {
    await waitUntilCaughtUp(api);
    const admin = await register(api.origin, 'benchadmin');
    const enterprise = (userId: number) =>
      post(
        api.origin,
        '/api/subscription/update',
        { userId, tier: 'enterprise', status: 'active' },
        admin.cookie,
      );
    await enterprise(admin.userId);
    const load = (request: (client: number, sequence: number) => ClientRequest, requests = WINDOW) =>
      runLoad({ clients: CLIENTS, requests, request });
    const onApi = (request: (client: number, sequence: number) => ClientRequest) =>
      measured(api.pid, () => load(request), WINDOW);
    const onPlain = (request: (client: number, sequence: number) => ClientRequest) =>
      measured(plain.pid, () => load(request), WINDOW);
    // Warm-up of both servers (JIT), on an account of its own: with 200 requests the first row still ran
    // partly unoptimised code (its rate was 25-35 % below the next rows'); see WARM_UP.
    const warm = await register(api.origin, 'benchwarmup');
    await enterprise(warm.userId);
    await load(productCreates(api.origin, [warm]), WARM_UP);
    await load(plainCreates(plain.origin, 1), WARM_UP);

    console.log(
      `Company creates, ${CLIENTS} clients (fetch, keep-alive), ${WINDOW} creates per row, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${availableParallelism()} cores:`,
    );
    const first = await onApi(productCreates(api.origin, [admin]));
    compare(`one account (entities 1-${WINDOW})`, first, await onPlain(plainCreates(plain.origin, 1)));

    const perClient: Session[] = [];
    for (let client = 0; client < CLIENTS; client++) {
      const session = await register(api.origin, `benchclient${client}`);
      await enterprise(session.userId);
      perClient.push(session);
    }
    compare(
      'one account per client',
      await onApi(productCreates(api.origin, perClient)),
      await onPlain(plainCreates(plain.origin, CLIENTS)),
    );

    await load(productCreates(api.origin, [admin], WINDOW), 1000 - 1 - WINDOW);
    const thousandth = await onApi(productCreates(api.origin, [admin], 999));
    const before = GROWN - WINDOW;
    await load(productCreates(api.origin, [admin], 999 + WINDOW), before - 999 - WINDOW);
    const grown = await onApi(productCreates(api.origin, [admin], before));
    const slower = (f: Window) => {
      const change = (1 - f.perSecond / first.perSecond) * 100;
      return `${Math.abs(change).toFixed(0)}% ${change >= 0 ? 'slower' : 'faster'}`;
    };
    console.log(`  one account as it grows: entities 1-${WINDOW} ${figures(first)}`);
    console.log(
      `    entities 1,000-${999 + WINDOW}: ${figures(thousandth)} (${slower(thousandth)} than the 1st)`,
    );
    console.log(
      `    entities ${before + 1}-${GROWN}: ${figures(grown)} (${slower(grown)} than the 1st; target <= 20% slower)`,
    );
  } finally {
    await Promise.allSettled([api.stop(), plain.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
