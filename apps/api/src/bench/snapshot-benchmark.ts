import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { domainEventCatalogue, openSqliteEventStore, streams } from '@ledgerline/events';
import type { ProjectionRunner } from '@ledgerline/projections';
import { EventSourcedStreams } from '../infrastructure/event-sourcing/event-sourced-streams';
import { SqliteSnapshotStore } from '../infrastructure/event-sourcing/snapshots/sqlite-snapshot-store';
import { StreamSnapshots } from '../infrastructure/event-sourcing/snapshots/stream-snapshots';
import { accountRegister } from '../modules/accounts/domain/account-register.state';
import { systemClock } from '../shared/clock';
import { entityProfileUpdated } from '../testing/given-events';
import { appendAccountStream } from './account-stream-seed';

export interface SnapshotLoadResult {
  events: number;
  entities: number;
  eventsAfterSnapshot: number;
  replayMs: number;
  snapshotMs: number;
  snapshotBytes: number;
}

const ACCOUNT_ID = 1;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

function coldLoad(eventsFile: string, snapshotsFile: string): { ms: number; entities: number } {
  const output = execFileSync(
    process.execPath,
    [join(__dirname, 'snapshot-load-child.js'), eventsFile, snapshotsFile, String(ACCOUNT_ID)],
    { encoding: 'utf8' },
  );
  return JSON.parse(output) as { ms: number; entities: number };
}

/**
 * A 10,000-entity account of 100,000 events loaded by a cold process (its own node, JIT
 * cold), by replaying the stream and from a snapshot taken `eventsAfterSnapshot` events before its end (the
 * worst case of the default policy), each the median of `runs`.
 */
export async function runSnapshotBenchmark(
  dir: string,
  { entities = 10_000, events = 100_000, eventsAfterSnapshot = 999, runs = 3 } = {},
): Promise<SnapshotLoadResult> {
  const eventsFile = join(dir, 'snapshot-events.sqlite');
  const snapshotsFile = join(dir, 'snapshots.sqlite');
  const shape = {
    accountId: ACCOUNT_ID,
    entities,
    events: events - eventsAfterSnapshot,
    firstId: 1,
    open: true,
  };
  const store = openSqliteEventStore(eventsFile);
  const revision = await appendAccountStream(store, shape, -1);
  const snapshotStore = new SqliteSnapshotStore(snapshotsFile);
  const writer = new EventSourcedStreams(
    store,
    domainEventCatalogue(),
    systemClock,
    {} as ProjectionRunner,
    0,
    new StreamSnapshots(snapshotStore, { everyEvents: 1 }),
  );
  await writer.load(streams.account(ACCOUNT_ID), accountRegister);
  await writer.saveSnapshots();
  const snapshotBytes = (await snapshotStore.load(streams.account(ACCOUNT_ID)))?.state.length ?? 0;
  await snapshotStore.close();
  const later = Array.from({ length: eventsAfterSnapshot }, (_, i) =>
    entityProfileUpdated(2 + (i % entities), 'company', { notes: { from: null, to: `Later ${i}` } }),
  );
  await appendAccountStream(store, shape, revision, later);
  await store.close();
  const replays = Array.from({ length: runs }, () => coldLoad(eventsFile, 'none'));
  const fromSnapshot = Array.from({ length: runs }, () => coldLoad(eventsFile, snapshotsFile));
  return {
    events,
    entities: fromSnapshot[0].entities,
    eventsAfterSnapshot,
    replayMs: median(replays.map((r) => r.ms)),
    snapshotMs: median(fromSnapshot.map((r) => r.ms)),
    snapshotBytes,
  };
}

/** `npm run bench -- snapshots`: the cold load, then the cold start of the API (cold-start-benchmark.ts). */
export async function printSnapshotLoad(dir: string): Promise<void> {
  const r = await runSnapshotBenchmark(dir);
  console.log(
    `Cold load of one account stream (${r.entities} entities, ${r.events} events; snapshot ${Math.round(r.snapshotBytes / 1024)} KB, ${r.eventsAfterSnapshot} events after it), a fresh node each, target <= 200 ms:`,
  );
  console.log(
    `  full replay ${r.replayMs.toFixed(0)} ms, from the snapshot ${r.snapshotMs.toFixed(0)} ms (x${(r.replayMs / r.snapshotMs).toFixed(1)} faster)`,
  );
}
