import { performance } from 'node:perf_hooks';

/**
 * The create benchmark's load generator, the same for the product and the plain baseline: `clients`
 * loops, each sending its next request when the previous answer has been read, over Node's `fetch`
 * (keep-alive connections), until `requests` requests in all have been sent.
 */
export interface ClientRequest {
  url: string;
  init: RequestInit;
}

export interface LoadRun {
  clients: number;
  requests: number;
  /** The request a client sends; `sequence` counts every request of the run from 0. */
  request: (client: number, sequence: number) => ClientRequest;
}

export interface LoadFigures {
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx, by status. */
  refused: Record<number, number>;
  firstRefusal: string | null;
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];

export async function runLoad(run: LoadRun): Promise<LoadFigures> {
  const latencies = new Float64Array(run.requests);
  const refused: Record<number, number> = {};
  let firstRefusal: string | null = null;
  let sent = 0;
  const started = performance.now();
  const client = async (index: number) => {
    while (sent < run.requests) {
      const sequence = sent++;
      const { url, init } = run.request(index, sequence);
      const before = performance.now();
      const answer = await fetch(url, init);
      const body = await answer.text();
      latencies[sequence] = performance.now() - before;
      if (answer.status >= 300) {
        refused[answer.status] = (refused[answer.status] ?? 0) + 1;
        firstRefusal ??= `${answer.status} ${body.slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: run.clients }, (_, index) => client(index)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort();
  return {
    requests: run.requests,
    seconds,
    perSecond: run.requests / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    refused,
    firstRefusal,
  };
}
