import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainEventCatalogue, openSqliteEventStore } from '@ledgerline/events';
import { openSqliteReadStore } from '@ledgerline/projections';
import { runAppendBenchmark } from './append-benchmark';
import { runBitemporalBenchmark } from './bitemporal-benchmark';
import { runBoReprojectionBenchmark } from './bo-reprojection-benchmark';
import { commandCostBenchmarks } from './command-cost-benchmarks';
import { printCyclicGroup } from './cyclic-group-benchmark';
import { runCreatesBenchmark } from './creates/creates-benchmark';
import { DENSITIES, runAllCompanies, runPlanted } from './ownership-benchmark';
import { runPersonalDataBenchmark } from './personal-data-benchmark';
import { runReadsBenchmark } from './reads/reads-benchmark';
import { type RebuildBenchmarkResult, runRebuildBenchmark } from './rebuild-benchmark';
import { measureStorageFloor } from './storage-floor';
import { runSpreadsheetImportBenchmark } from './spreadsheet-import-benchmark';

async function append(dir: string): Promise<void> {
  const appendStore = openSqliteEventStore(join(dir, 'append.sqlite'));
  const append = await runAppendBenchmark(appendStore, Number(process.env.BENCH_APPENDS ?? 10_000));
  await appendStore.close();
  console.log(`SQLite event store: ${append.appends} single-event appends with expected revision`);
  console.log(`  ${append.appendsPerSecond} appends/s, p50 ${append.p50Ms} ms, p99 ${append.p99Ms} ms`);
}

async function rebuild(dir: string): Promise<void> {
  const rebuildEvents = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);
  const eventStore = openSqliteEventStore(join(dir, 'rebuild-events.sqlite'));
  const readStore = openSqliteReadStore(join(dir, 'rebuild-read-models.sqlite'));
  const plain = await runRebuildBenchmark(eventStore, readStore, domainEventCatalogue(), rebuildEvents);
  await Promise.all([eventStore.close(), readStore.close()]);
  console.log(`Projection rebuild (every read model, SQLite): ${plain.events} events in ${plain.seconds} s`);
  console.log(beside(plain));
  console.log(floorOf(plain, join(dir, 'rebuild-read-models.sqlite'), dir));

  const linkedEvents = openSqliteEventStore(join(dir, 'rebuild-linked-events.sqlite'));
  const linkedReads = openSqliteReadStore(join(dir, 'rebuild-linked-read-models.sqlite'));
  const linked = await runRebuildBenchmark(
    linkedEvents,
    linkedReads,
    domainEventCatalogue(),
    rebuildEvents,
    0.5,
  );
  await Promise.all([linkedEvents.close(), linkedReads.close()]);
  console.log(
    `Projection rebuild, half the events ownership links (chains of 50 companies per account): ${linked.events} events in ${linked.seconds} s`,
  );
  console.log(beside(linked));
  console.log(floorOf(linked, join(dir, 'rebuild-linked-read-models.sqlite'), dir));
}

/** The rebuild beside the bare cost of writing the rows it left (storage-floor.ts). */
function floorOf(r: RebuildBenchmarkResult, rebuiltFile: string, dir: string): string {
  const floor = measureStorageFloor(rebuiltFile, join(dir, 'storage-floor.sqlite'));
  const floorRate = Math.round(r.events / floor.seconds);
  const perEvent = (n: number) => (n / r.events).toFixed(1);
  return (
    `  storage floor: writing its ${floor.rows} rows again (${perEvent(floor.rows)} per event, no projector, no JSON, no full-text words) ${floorRate} events/s; rebuild x${(r.eventsPerSecond / floorRate).toFixed(2)} of that floor\n` +
    `    of which the rows alone, into tables without their ${perEvent(floor.indexEntries)} index entries per event: ${Math.round(r.events / floor.tableSeconds)} events/s`
  );
}

const beside = (r: RebuildBenchmarkResult) =>
  `  ${r.eventsPerSecond} events/s (${r.cpuSeconds} s of CPU: ${Math.round(r.events / r.cpuSeconds)} events per CPU-second, load average ${loadavg()[0].toFixed(1)}); raw scan of the same log ${r.scanEventsPerSecond} events/s; rebuild x${(r.eventsPerSecond / r.scanEventsPerSecond).toFixed(2)} of the raw scan (target >= 0.3)`;

async function ownership(): Promise<void> {
  const entities = Number(process.env.BENCH_GRAPH_ENTITIES ?? 100_000);
  const ratio = (engine: number, reference: number) => (engine / reference).toFixed(2);
  console.log(`Integrated ownership and beneficial owners, engine against the bench reference:`);
  for (const setting of Object.keys(DENSITIES)) {
    const r = runAllCompanies(setting, entities);
    console.log(
      `  all ${r.companies} companies, ${setting} (${r.entities} entities, ${r.shares} links): reference ${r.referenceSeconds.toFixed(2)} s; engine integrated ${r.engineIntegratedSeconds.toFixed(2)} s (x${ratio(r.engineIntegratedSeconds, r.referenceSeconds)}), beneficial owners ${r.engineOwnersSeconds.toFixed(2)} s (x${ratio(r.engineOwnersSeconds, r.referenceSeconds)}), without paths ${r.engineOwnersWithoutPathsSeconds.toFixed(2)} s (x${ratio(r.engineOwnersWithoutPathsSeconds, r.referenceSeconds)}); largest difference ${r.largestDifference.toExponential(1)}`,
    );
  }
  for (const scenario of ['ring', 'mesh'] as const) {
    const r = runPlanted(scenario, entities);
    console.log(
      `  ${scenario === 'ring' ? 'near-closed 12-ring' : '10-trust mesh'} in the ${entities}-entity register, ${r.companies} entities below it: engine ${r.engineMsPerCompany.toFixed(2)} ms per company, reference ${r.referenceMsPerCompany.toFixed(4)} ms per company (x${ratio(r.engineMsPerCompany, r.referenceMsPerCompany)})`,
    );
  }
}

async function reprojection(): Promise<void> {
  const r = await runBoReprojectionBenchmark({
    entities: Number(process.env.BENCH_GRAPH_ENTITIES ?? 100_000),
  });
  const ms = (value: number) => value.toFixed(2);
  console.log(
    `Beneficial owners re-projected after one share change (${r.entities} entities, ${r.relationships} links, ${r.changes} changes):`,
  );
  console.log(
    `  per change p50 ${ms(r.changeP50Ms)} ms, p90 ${ms(r.changeP90Ms)} ms, p99 ${ms(r.changeP99Ms)} ms, max ${ms(r.changeMaxMs)} ms`,
  );
  console.log(
    `  route over ${r.routeTargets} targets, p99: slice read and computed every time ${ms(r.routeUncachedP99Ms)} ms; cached slice, new threshold ${ms(r.routeCachedNewThresholdP99Ms)} ms; same question again ${ms(r.routeCachedRepeatP99Ms)} ms; total route time x${r.cacheSpeedup} lower with the cache (load ${r.loadAverage})`,
  );
}

async function personalData(dir: string): Promise<void> {
  const { plain, sealed } = await runPersonalDataBenchmark(
    dir,
    Number(process.env.BENCH_INDIVIDUALS ?? 10_000),
  );
  console.log(`Personal-data encryption: ${plain.individuals} individuals, ${plain.events} events`);
  for (const [label, r] of [
    ['plain log', plain],
    ['encrypted', sealed],
  ] as const)
    console.log(
      `  ${label}: appends ${r.appendSeconds} s (CPU ${r.appendCpuSeconds} s), rebuild ${r.rebuildSeconds} s (CPU ${r.rebuildCpuSeconds} s, ${r.rebuildEventsPerSecond} events/s)`,
    );
}

const BENCHMARKS: Record<string, (dir: string) => Promise<void>> = {
  append,
  rebuild,
  ownership,
  reprojection,
  cyclic: () => printCyclicGroup(),
  reads: () => runReadsBenchmark(),
  creates: () => runCreatesBenchmark(),
  'personal-data': personalData,
  bitemporal: () =>
    runBitemporalBenchmark(
      Number(process.env.BENCH_BITEMPORAL_ENTITIES ?? 10_000),
      Number(process.env.BENCH_BITEMPORAL_CHANGES ?? 2_000),
    ),
  ...commandCostBenchmarks,
  'spreadsheet-import': () => runSpreadsheetImportBenchmark(),
};

/**
 * `npm run bench [-- name...]`: figures for the closing notes, on fresh SQLite files in a temp folder.
 * Names: append, rebuild, ownership, reprojection, cyclic, reads, creates, commands, snapshots,
 * personal-data, bitemporal, spreadsheet-import; none runs them all.
 */
async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in BENCHMARKS));
  if (unknown.length > 0)
    throw new Error(
      `Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-'));
  try {
    for (const name of names.length > 0 ? names : Object.keys(BENCHMARKS)) await BENCHMARKS[name](dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
