import { domainEventCatalogue, openSqliteEventStore, streams } from '@ledgerline/events';
import type { ProjectionRunner } from '@ledgerline/projections';
import { EventSourcedStreams } from '../infrastructure/event-sourcing/event-sourced-streams';
import { SqliteSnapshotStore } from '../infrastructure/event-sourcing/snapshots/sqlite-snapshot-store';
import { StreamSnapshots } from '../infrastructure/event-sourcing/snapshots/stream-snapshots';
import { accountRegister } from '../modules/accounts/domain/account-register.state';
import { systemClock } from '../shared/clock';

/**
 * A cold process loading one account stream, as the first command after a start does: by replaying every
 * event, or from the snapshot (argv: events file, snapshots file or `none`, account id). Prints JSON.
 */
async function main(): Promise<void> {
  const [eventsFile, snapshotsFile, accountId] = process.argv.slice(2);
  const store = openSqliteEventStore(eventsFile);
  const snapshotStore = snapshotsFile === 'none' ? null : new SqliteSnapshotStore(snapshotsFile);
  const loader = new EventSourcedStreams(
    store,
    domainEventCatalogue(),
    systemClock,
    {} as ProjectionRunner,
    0,
    snapshotStore && new StreamSnapshots(snapshotStore, { everyEvents: Number.MAX_SAFE_INTEGER }),
  );
  const started = process.hrtime.bigint();
  const { state, revision } = await loader.load(streams.account(Number(accountId)), accountRegister);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  process.stdout.write(`${JSON.stringify({ ms, revision, entities: state.entities.size })}\n`);
  await Promise.all([store.close(), snapshotStore?.close()]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
