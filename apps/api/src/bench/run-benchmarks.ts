import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainEventCatalogue, openSqliteEventStore } from '@ledgerline/events';
import { openSqliteReadStore } from '@ledgerline/projections';
import { runAppendBenchmark } from './append-benchmark';
import { runOwnershipBenchmark } from './ownership-benchmark';
import { runRebuildBenchmark } from './rebuild-benchmark';

/** `npm run bench`: figures for the closing notes, measured on fresh SQLite files in a temp folder. */
async function main(): Promise<void> {
  const appends = Number(process.env.BENCH_APPENDS ?? 10_000);
  const rebuildEvents = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-'));
  try {
    const appendStore = openSqliteEventStore(join(dir, 'append.sqlite'));
    const append = await runAppendBenchmark(appendStore, appends);
    await appendStore.close();
    console.log(`SQLite event store: ${append.appends} single-event appends with expected revision`);
    console.log(`  ${append.appendsPerSecond} appends/s, p50 ${append.p50Ms} ms, p99 ${append.p99Ms} ms`);

    const eventStore = openSqliteEventStore(join(dir, 'rebuild-events.sqlite'));
    const readStore = openSqliteReadStore(join(dir, 'rebuild-read-models.sqlite'));
    const rebuild = await runRebuildBenchmark(eventStore, readStore, domainEventCatalogue(), rebuildEvents);
    await Promise.all([eventStore.close(), readStore.close()]);
    console.log(
      `Projection rebuild (every read model, SQLite): ${rebuild.events} events in ${rebuild.seconds} s`,
    );
    console.log(`  ${rebuild.eventsPerSecond} events/s`);

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
    console.log(`  ${linked.eventsPerSecond} events/s`);

    const ownership = runOwnershipBenchmark(Number(process.env.BENCH_GRAPH_ENTITIES ?? 100_000), 60_000);
    console.log(
      `Beneficial owners of all ${ownership.companies} companies (${ownership.entities} entities, ${ownership.relationships} relationships, with cycles):`,
    );
    console.log(`  engine ${ownership.engineSeconds} s`);
    console.log(
      `  naive path enumeration: ${ownership.naiveCompaniesFinished}/${ownership.companies} companies in ${ownership.naiveSeconds} s${ownership.naiveCompleted ? '' : ' (stopped at its time budget)'}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
