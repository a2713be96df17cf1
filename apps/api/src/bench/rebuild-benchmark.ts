import type { EventCatalogue, EventStore, NewEvent } from '@ledgerline/events';
import { ProjectionRunner, type ReadStore } from '@ledgerline/projections';
import { allProjectors } from '../projectors';
import { benchEvent } from './append-benchmark';

export interface RebuildBenchmarkResult {
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

const quiet = { log: () => undefined, warn: () => undefined, error: console.error };

/** Seeds `events` EntityRegistered events over 1,000 accounts, then rebuilds every read model from them. */
export async function runRebuildBenchmark(
  eventStore: EventStore,
  readStore: ReadStore,
  catalogue: EventCatalogue,
  events: number,
): Promise<RebuildBenchmarkResult> {
  const accounts = 1000;
  const perAccount = Math.ceil(events / accounts);
  let written = 0;
  for (let account = 1; account <= accounts && written < events; account++) {
    const batch: NewEvent[] = [];
    for (let i = 0; i < perAccount && written < events; i++) batch.push(benchEvent(account, ++written));
    await eventStore.appendToStream(`account-${account}`, batch, { expectedRevision: 'any' });
  }
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    catalogue,
    projectors: allProjectors(),
    logger: quiet,
  });
  const started = process.hrtime.bigint();
  await runner.rebuild();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    events: written,
    seconds: Number(seconds.toFixed(2)),
    eventsPerSecond: Math.round(written / seconds),
  };
}
