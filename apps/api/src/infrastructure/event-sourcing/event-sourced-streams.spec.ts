import { type EventCatalogue, type EventStore, openSqliteEventStore } from '@ledgerline/events';
import { countConflicts, createTempDir } from '@ledgerline/events/testing';
import type { ProjectionRunner } from '@ledgerline/projections';
import { systemClock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import type { Evolver } from './decider';
import { EventSourcedStreams } from './event-sourced-streams';

const CAP = 10;
const counter: Evolver<number> = { initialState: () => 0, evolve: (count) => count + 1 };
const decideAdd = (count: number) => {
  if (count >= CAP) throw new DomainError('forbidden', 'PLAN.LIMIT', 'limit reached');
  return [{ type: 'ItemAdded', data: { n: count + 1 } }];
};
const meta = { accountId: 1, actorId: 1, correlationId: 'c' };
const catalogue = { validate: (_type: string, data: unknown) => data, decode: (event: unknown) => event };
const projected = { waitFor: async () => true } as unknown as ProjectionRunner;

/** One store per "process"; reads take real I/O time, as on KurrentDB, and conflicts are counted. */
function openProcess(file: string) {
  const store: EventStore = openSqliteEventStore(file);
  const counted = countConflicts(store);
  const streams = new EventSourcedStreams(
    store,
    catalogue as unknown as EventCatalogue,
    systemClock,
    projected,
    0,
  );
  return {
    store,
    conflicts: counted.conflicts,
    add: () => streams.execute('items-1', counter, meta, decideAdd),
  };
}

const outcomes = (settled: PromiseSettledResult<unknown>[]) => ({
  added: settled.filter((result) => result.status === 'fulfilled').length,
  refused: settled.filter(
    (result) => result.status === 'rejected' && (result.reason as DomainError).code === 'PLAN.LIMIT',
  ).length,
});

describe('EventSourcedStreams under concurrency', () => {
  const dir = createTempDir('event-sourced-streams');
  afterAll(() => dir.remove());

  it('runs commands on one stream in one process in turn: 50 at once, no retry, exactly the cap', async () => {
    const { store, add, conflicts } = openProcess(dir.file('events.sqlite'));
    const settled = await Promise.allSettled(Array.from({ length: 50 }, add));
    expect({ ...outcomes(settled), conflicts: conflicts() }).toEqual({
      added: CAP,
      refused: 40,
      conflicts: 0,
    });
    await store.close();
  });

  it('appends the commands that arrive together at once, each answered with its own events or refusal (group commit)', async () => {
    const { store, conflicts } = openProcess(dir.file('group-commit.sqlite'));
    let appends = 0;
    const append = store.appendToStream.bind(store);
    store.appendToStream = (...args) => {
      appends += 1;
      return append(...args);
    };
    const streams = new EventSourcedStreams(
      store,
      catalogue as unknown as EventCatalogue,
      systemClock,
      projected,
      0,
    );
    const broken = () =>
      streams.execute('items-2', counter, meta, () => {
        throw new Error('a bug in one decision');
      });
    const addTo = () => streams.execute('items-2', counter, meta, decideAdd);
    const settled = await Promise.allSettled([addTo(), broken(), addTo(), addTo()]);
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((settled[1] as PromiseRejectedResult).reason).toEqual(new Error('a bug in one decision'));
    expect(appends).toBe(1);
    const stored = await store.readStream('items-2');
    expect(stored.map((event) => (event.data as { n: number }).n)).toEqual([1, 2, 3]);
    expect(conflicts()).toBe(0);
    await store.close();
  });

  it('still holds the cap across two processes on one log, retrying only there', async () => {
    const file = dir.file('events.sqlite');
    const first = openProcess(file);
    const second = openProcess(file);
    const settled = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).add()),
    );
    expect(outcomes(settled)).toEqual({ added: CAP, refused: 30 });
    expect((await first.store.readStream('items-1')).length).toBe(CAP);
    await Promise.all([first.store.close(), second.store.close()]);
  });
});
