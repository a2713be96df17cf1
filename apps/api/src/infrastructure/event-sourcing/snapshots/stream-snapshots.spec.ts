import { type EventCatalogue, type EventStore, openSqliteEventStore } from '@ledgerline/events';
import { createTempDir } from '@ledgerline/events/testing';
import type { ProjectionRunner } from '@ledgerline/projections';
import { systemClock } from '../../../shared/clock';
import type { Evolver } from '../decider';
import { EventSourcedStreams } from '../event-sourced-streams';
import { SqliteSnapshotStore } from './sqlite-snapshot-store';
import { StreamSnapshots } from './stream-snapshots';

interface Tally {
  ids: ReadonlyMap<number, number>;
  count: number;
}
const EMPTY: Tally = { ids: new Map(), count: 0 };
const tally = (version: number): Evolver<Tally> => ({
  snapshotVersion: version,
  initialState: () => EMPTY,
  evolve: (state, event) => {
    const { n } = event.data as { n: number };
    return { ids: new Map(state.ids).set(n, n * version), count: state.count + 1 };
  },
});
const catalogue = { validate: (_type: string, data: unknown) => data, decode: (event: unknown) => event };
const projected = { waitFor: async () => true } as unknown as ProjectionRunner;
const meta = { accountId: 1, actorId: 1, correlationId: 'c' };

/** A process: its own stores and its own streams; `reads` counts the events read from the log. */
function openProcess(files: { events: string; snapshots: string }) {
  const store: EventStore = openSqliteEventStore(files.events);
  const snapshotStore = new SqliteSnapshotStore(files.snapshots);
  const reads = { events: 0 };
  const readStream = store.readStream.bind(store);
  store.readStream = async (...args) => {
    const events = await readStream(...args);
    reads.events += events.length;
    return events;
  };
  const snapshots = new StreamSnapshots(snapshotStore, { everyEvents: 10 });
  const streams = new EventSourcedStreams(
    store,
    catalogue as unknown as EventCatalogue,
    systemClock,
    projected,
    0,
    snapshots,
  );
  const add = (evolver: Evolver<Tally>, n: number) =>
    streams.execute('tally-1', evolver, meta, () => [{ type: 'Counted', data: { n } }]);
  const close = async () => {
    await streams.saveSnapshots();
    await Promise.all([store.close(), snapshotStore.close()]);
  };
  return { streams, snapshots, snapshotStore, reads, add, close };
}

describe('stream snapshots', () => {
  const dir = createTempDir('stream-snapshots');
  const files = { events: dir.file('events.sqlite'), snapshots: dir.file('snapshots.sqlite') };
  afterAll(() => dir.remove());

  it('a cold process starts from the snapshot and reads only the events after it', async () => {
    const first = openProcess(files);
    for (let n = 1; n <= 25; n++) await first.add(tally(1), n);
    await first.snapshots.settled();
    expect((await first.snapshotStore.load('tally-1'))?.revision).toBe(19);
    await first.close();
    // Shutdown saved the state after the process's own last append (revision 24).
    const cold = openProcess(files);
    const { state, revision } = await cold.streams.load('tally-1', tally(1));
    expect({ revision, count: state.count, last: state.ids.get(25) }).toEqual({
      revision: 24,
      count: 25,
      last: 25,
    });
    // Only the event the snapshot was taken at (is it still in the log?): nothing came after it.
    expect(cold.reads.events).toBe(1);
    await cold.close();
  });

  it('ignores a snapshot of an older evolver version, replays every event and replaces it', async () => {
    const upgraded = openProcess(files);
    const { state } = await upgraded.streams.load('tally-1', tally(2));
    expect({ count: state.count, third: state.ids.get(3) }).toEqual({ count: 25, third: 6 });
    expect(upgraded.reads.events).toBe(25);
    await upgraded.snapshots.settled();
    expect(await upgraded.snapshotStore.load('tally-1')).toMatchObject({ version: 2, revision: 24 });
    await upgraded.close();
  });

  it('replays the stream when the log no longer holds the event its snapshot was taken at', async () => {
    const restored = openProcess(files);
    await restored.snapshotStore.save({
      streamName: 'tally-1',
      revision: 90,
      version: 1,
      state: Buffer.from('{}'),
    });
    const { state, revision } = await restored.streams.load('tally-1', tally(1));
    expect({ count: state.count, revision }).toEqual({ count: 25, revision: 24 });
    await restored.close();
  });

  it('replays the stream when its snapshot cannot be read', async () => {
    const broken = openProcess(files);
    await broken.snapshotStore.save({
      streamName: 'tally-1',
      revision: 24,
      version: 1,
      state: Buffer.from('{'),
    });
    const { state } = await broken.streams.load('tally-1', tally(1));
    expect({ count: state.count, read: broken.reads.events }).toEqual({ count: 25, read: 25 });
    await broken.close();
  });
});
