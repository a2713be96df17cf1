import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeBeneficialOwners, type OwnershipGraph } from '@ledgerline/ownership';
import { checkpointNameOf, openSqliteReadStore, type ReadStore } from '@ledgerline/projections';
import { BeneficialOwnerResultsProjector } from '../modules/ownership/projections/beneficial-owner-results.projector';
import { OWNERSHIP_GRAPH } from '../modules/ownership/projections/ownership-graph.projector';
import { upstreamSlice } from '../modules/ownership/projections/ownership-slice';
import { UpstreamSliceCache } from '../modules/ownership/upstream-slice-cache';
import { BENCH_ACCOUNT_ID, seedSyntheticRegister, shareChanged } from './bo-register-seed';

export interface BoReprojectionOptions {
  entities?: number;
  /** Single relationship changes projected one transaction each. */
  changes?: number;
  /** Companies and trusts whose owners the route is asked for. */
  routeTargets?: number;
  /** The generator's density (see SyntheticGraphOptions); above ~0.45 upstreams grow. */
  legalHolderShare?: number;
}

export interface BoReprojectionBenchmarkResult {
  entities: number;
  relationships: number;
  changes: number;
  changeP50Ms: number;
  changeP90Ms: number;
  changeP99Ms: number;
  changeMaxMs: number;
  routeTargets: number;
  /** The route before the cache: the slice read and the owners computed on every request. */
  routeUncachedP50Ms: number;
  routeUncachedP99Ms: number;
  /** A threshold not asked before on a slice already read: the version read and the engine on its index. */
  routeCachedNewThresholdP99Ms: number;
  /** The same question again: the version read only. */
  routeCachedRepeatP99Ms: number;
  /** Total route time without the cache over total with it, for a second request of each target. */
  cacheSpeedup: number;
  /** The machine's 1-minute load average at the end: tail figures on a busy machine are the machine's too. */
  loadAverage: number;
}

const ROUTE_THRESHOLD = 10;
const AS_OF = '2026-01-01';

const percentile = (samples: number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(2));
};

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = process.hrtime.bigint();
  const value = await work();
  return [value, Number(process.hrtime.bigint() - started) / 1e6];
}

/** Evenly spread picks, so every run of the benchmark changes and asks about the same records. */
const spread = <T>(items: readonly T[], count: number): T[] =>
  Array.from(
    { length: Math.min(count, items.length) },
    (_, k) => items[Math.floor((k * items.length) / count)],
  );

async function timeChanges(
  store: ReadStore,
  graph: OwnershipGraph,
  changes: number,
  lastPosition: bigint,
): Promise<number[]> {
  const projector = new BeneficialOwnerResultsProjector();
  await store.prepare?.(projector.collections, projector.layouts);
  const holdings = graph.relationships.filter((r) => r.isActive && (r.ownershipPercentage ?? 0) > 1);
  const latencies: number[] = [];
  let position = lastPosition;
  for (const relationship of spread(holdings, changes)) {
    const event = shareChanged(relationship, (relationship.ownershipPercentage as number) - 1, ++position);
    const [, ms] = await timed(() =>
      store.withCheckpoint(checkpointNameOf(projector), async (writer) => {
        await projector.apply(event, writer);
        await projector.afterBatch(writer);
        return event.globalPosition;
      }),
    );
    latencies.push(ms);
  }
  return latencies;
}

async function timeRoute(store: ReadStore, graph: OwnershipGraph, targets: number) {
  const cache = new UpstreamSliceCache(store);
  const owners = (slice: OwnershipGraph, entityId: number, threshold: number) =>
    computeBeneficialOwners(slice, entityId, { threshold, asOf: AS_OF });
  const ask = (entityId: number, threshold: number) =>
    cache.derived(BENCH_ACCOUNT_ID, [entityId], `${threshold}`, (slice) =>
      owners(slice, entityId, threshold),
    );
  const legal = graph.entities.filter((e) => e.type !== 'individual').map((e) => e.id);
  const uncached: number[] = [];
  const newThreshold: number[] = [];
  const repeat: number[] = [];
  for (const entityId of spread(legal, targets)) {
    const [, before] = await timed(async () =>
      owners(
        await upstreamSlice(store, OWNERSHIP_GRAPH, BENCH_ACCOUNT_ID, [entityId]),
        entityId,
        ROUTE_THRESHOLD,
      ),
    );
    uncached.push(before);
    await ask(entityId, ROUTE_THRESHOLD);
    newThreshold.push((await timed(() => ask(entityId, ROUTE_THRESHOLD + 15)))[1]);
    repeat.push((await timed(() => ask(entityId, ROUTE_THRESHOLD)))[1]);
  }
  const total = (samples: number[]) => samples.reduce((sum, ms) => sum + ms, 0);
  return { uncached, newThreshold, repeat, speedup: total(uncached) / total(repeat) };
}

/**
 * A synthetic register of `entities` (100,000 by default) in an embedded SQLite read store: the p50/p99 time
 * to project one relationship change into the beneficial-owner results (recomputing everything downstream of
 * it), and the route's compute time for a sample of companies and trusts with and without the slice cache.
 */
export async function runBoReprojectionBenchmark({
  entities = 100_000,
  changes = 300,
  routeTargets = 300,
  legalHolderShare,
}: BoReprojectionOptions = {}): Promise<BoReprojectionBenchmarkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bo-bench-'));
  const store = openSqliteReadStore(join(dir, 'read-models.sqlite'));
  try {
    const options = { entities, seed: 42, cycleRatio: 0.05, legalHolderShare };
    const { graph, lastPosition } = await seedSyntheticRegister(store, options);
    const latencies = await timeChanges(store, graph, changes, lastPosition);
    const route = await timeRoute(store, graph, routeTargets);
    return {
      entities,
      relationships: graph.relationships.length,
      changes: latencies.length,
      changeP50Ms: percentile(latencies, 0.5),
      changeP90Ms: percentile(latencies, 0.9),
      changeP99Ms: percentile(latencies, 0.99),
      changeMaxMs: percentile(latencies, 1),
      routeTargets: route.uncached.length,
      routeUncachedP50Ms: percentile(route.uncached, 0.5),
      routeUncachedP99Ms: percentile(route.uncached, 0.99),
      routeCachedNewThresholdP99Ms: percentile(route.newThreshold, 0.99),
      routeCachedRepeatP99Ms: percentile(route.repeat, 0.99),
      cacheSpeedup: Number(route.speedup.toFixed(1)),
      loadAverage: Number(loadavg()[0].toFixed(1)),
    };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
