import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

/*
 * Load generator: undici (the Node.js project's HTTP client) with one keep-alive connection per client and
 * as many request loops as clients, each sending its next request when the previous answer has been read.
 * Chosen over autocannon for exact percentiles from every sample at sub-millisecond resolution (the
 * single-client and baseline figures are often below 1 ms), per-answer byte counts, and because undici 7
 * supports our Node 20 and is already in the lockfile (autocannon's last stable line dates from 2024).
 */
export interface LoadOptions {
  origin: string;
  path: string;
  headers?: Record<string, string>;
  clients: number;
  seconds: number;
  /** An answer slower than this counts as an error (and frees its client). */
  timeoutMs?: number;
}

export interface LoadResult {
  requests: number;
  /** From the first request to the last answer: requests still running at the deadline are waited for. */
  elapsedSeconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanBytes: number;
  non2xx: number;
  statuses: Map<number, number>;
  errors: number;
  firstError: string | null;
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const timeout = options.timeoutMs ?? 120_000;
  const pool = new Pool(options.origin, {
    connections: options.clients,
    pipelining: 1,
    headersTimeout: timeout,
    bodyTimeout: timeout,
  });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let bytes = 0;
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const stopAt = started + options.seconds * 1000;
  let lastAnswer = started;
  const client = async () => {
    while (performance.now() < stopAt) {
      const sent = performance.now();
      try {
        const answer = await pool.request({ path: options.path, method: 'GET', headers: options.headers });
        let size = 0;
        for await (const chunk of answer.body) size += (chunk as Buffer).length;
        lastAnswer = performance.now();
        latencies.push(lastAnswer - sent);
        bytes += size;
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      } catch (error) {
        lastAnswer = performance.now();
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
        await new Promise((resume) => setTimeout(resume, 10));
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  await pool.close();
  const sorted = Float64Array.from(latencies).sort();
  const elapsedSeconds = (lastAnswer - started) / 1000;
  const non2xx = [...statuses].reduce((sum, [status, n]) => sum + (status >= 200 && status < 300 ? 0 : n), 0);
  return {
    requests: latencies.length,
    elapsedSeconds,
    perSecond: latencies.length / Math.max(elapsedSeconds, 1e-9),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    meanBytes: latencies.length ? bytes / latencies.length : 0,
    non2xx,
    statuses,
    errors,
    firstError,
  };
}
