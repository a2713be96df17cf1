import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '@ledgerline/events';

export interface AppendBenchmarkResult {
  appends: number;
  appendsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export const benchEvent = (accountId: number, entityId: number): NewEvent => ({
  type: 'EntityRegistered',
  data: {
    entityId,
    accountId,
    entityType: 'company',
    createdByUserId: accountId,
    profile: { name: `Benchmark Company ${entityId} (Pty) Ltd`, status: 'active', country: 'South Africa' },
  },
  metadata: {
    eventId: randomUUID(),
    accountId: String(accountId),
    actorId: String(accountId),
    correlationId: randomUUID(),
    causationId: randomUUID(),
    recordedAt: new Date().toISOString(),
  },
});

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** One event per append with an exact expected revision, as a command does it. */
export async function runAppendBenchmark(
  store: EventStore,
  appends: number,
  streams = 100,
): Promise<AppendBenchmarkResult> {
  const revisions = new Map<number, number>();
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  for (let i = 0; i < appends; i++) {
    const account = (i % streams) + 1;
    const revision = revisions.get(account);
    const before = process.hrtime.bigint();
    const result = await store.appendToStream(`bench-${account}`, [benchEvent(account, i + 1)], {
      expectedRevision: revision === undefined ? 'no_stream' : revision,
    });
    latencies.push(Number(process.hrtime.bigint() - before) / 1e6);
    revisions.set(account, result.nextExpectedRevision);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    appends,
    appendsPerSecond: Math.round(appends / seconds),
    p50Ms: Number(percentile(latencies, 0.5).toFixed(3)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(3)),
  };
}
