import type { EventCatalogue, EventStore, NewEvent } from '@ledgerline/events';
import { ProjectionRunner, type ReadStore } from '@ledgerline/projections';
import { allProjectors } from '../projectors';
import { benchEvent } from './append-benchmark';

export interface RebuildBenchmarkResult {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** Reading the same log from start to end, in the runner's batches and nothing else, just before. */
  scanEventsPerSecond: number;
  /** CPU time of this process during the rebuild: on a busy machine the wall-clock rate says little alone. */
  cpuSeconds: number;
}

const quiet = { log: () => undefined, warn: () => undefined, error: console.error };

const linkEvent = (accountId: number, relationshipId: number, source: number, target: number): NewEvent => {
  const entity = benchEvent(accountId, 0);
  return {
    type: 'RelationshipAdded',
    data: {
      relationshipId,
      accountId,
      sourceEntityId: source,
      targetEntityId: target,
      relationshipType: 'shareholder',
      ownershipPercentage: 25,
      startDate: null,
      endDate: null,
      notes: null,
      isActive: true,
      ownershipCategory: null,
      natureOfInterest: null,
      trustBenefitType: null,
      effectiveControl: null,
    },
    metadata: entity.metadata,
  };
};

/** Reads the whole log as the runner does (batches after a position) and does nothing with it. */
async function rawScanRate(eventStore: EventStore, batchSize = 5000): Promise<number> {
  const started = process.hrtime.bigint();
  let events = 0;
  let after: bigint | undefined;
  for (;;) {
    const batch = await eventStore.readAll({ after, maxCount: batchSize });
    if (batch.length === 0) break;
    events += batch.length;
    after = batch[batch.length - 1].globalPosition;
  }
  return Math.round(events / (Number(process.hrtime.bigint() - started) / 1e9));
}

/**
 * Seeds `events` events over 1,000 accounts, then rebuilds every read model from them. With `linkShare` > 0
 * that share of each account's events are ownership links between its companies (each company held by the
 * one registered before it), which makes the beneficial-owner projector recompute downstream results.
 */
export async function runRebuildBenchmark(
  eventStore: EventStore,
  readStore: ReadStore,
  catalogue: EventCatalogue,
  events: number,
  linkShare = 0,
): Promise<RebuildBenchmarkResult> {
  const accounts = 1000;
  const perAccount = Math.ceil(events / accounts);
  const links = Math.floor(perAccount * linkShare);
  let written = 0;
  let entityIds = 0;
  let relationshipIds = 0;
  for (let account = 1; account <= accounts && written < events; account++) {
    const batch: NewEvent[] = [];
    const first = entityIds + 1;
    for (let i = 0; i < perAccount - links && written < events; i++, written++)
      batch.push(benchEvent(account, ++entityIds));
    for (let i = 0; i < links && written < events; i++, written++)
      batch.push(
        linkEvent(
          account,
          ++relationshipIds,
          first + (i % (entityIds - first)),
          first + (i % (entityIds - first)) + 1,
        ),
      );
    await eventStore.appendToStream(`account-${account}`, batch, { expectedRevision: 'any' });
  }
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    catalogue,
    projectors: allProjectors(),
    logger: quiet,
  });
  const scanEventsPerSecond = await rawScanRate(eventStore);
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  await runner.rebuild();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    events: written,
    seconds: Number(seconds.toFixed(2)),
    eventsPerSecond: Math.round(written / seconds),
    scanEventsPerSecond,
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
  };
}
