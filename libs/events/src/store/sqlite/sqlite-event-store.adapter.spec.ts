import Database from 'better-sqlite3';
import type { RecordedEvent } from '../event-envelope';
import { describeEventStoreContract } from '../event-store.contract';
import { WrongExpectedRevisionError } from '../event-store.port';
import { createTempDir } from '../../testing/temp-dir';
import { testEvent, waitFor } from '../../testing/test-events';
import { openSqliteEventStore } from './open-sqlite-event-store';
import type { SqliteEventStore } from './sqlite-event-store.adapter';

const tempDir = createTempDir('sqlite-events');
afterAll(() => tempDir.remove());

describeEventStoreContract('SQLite', async () => openSqliteEventStore(tempDir.file('events.sqlite')));

describe('SqliteEventStore on one file shared by two instances (as by two processes)', () => {
  let file: string;
  let a: SqliteEventStore;
  let b: SqliteEventStore;

  beforeEach(() => {
    file = tempDir.file('shared/events.sqlite');
    a = openSqliteEventStore(file);
    b = openSqliteEventStore(file, { pollIntervalMs: 50 });
  });

  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('lets exactly one of two racing appends with the same expected revision win', async () => {
    await a.appendToStream('company-1', [testEvent('Opened')], { expectedRevision: 'no_stream' });
    const race = await Promise.allSettled([
      a.appendToStream('company-1', [testEvent('FromA')], { expectedRevision: 0 }),
      b.appendToStream('company-1', [testEvent('FromB')], { expectedRevision: 0 }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const loser = race.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(loser?.reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect(await b.readStream('company-1')).toHaveLength(2);
  });

  it('delivers appends made through the other instance to a subscription (by polling)', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = b.subscribeToAll({}, async (event) => {
      seen.push(event);
    });
    await a.appendToStream('company-1', [testEvent('A')]);
    await waitFor(() => seen.length === 1, 2000);
    await a.appendToStream('company-2', [testEvent('B'), testEvent('C')]);
    await waitFor(() => seen.length === 3, 2000);
    await subscription.unsubscribe();
    expect(seen.map((e) => e.type)).toEqual(['A', 'B', 'C']);
  });

  it('keeps one hash chain across both writers', async () => {
    await a.appendToStream('s-1', [testEvent('A')]);
    await b.appendToStream('s-2', [testEvent('B'), testEvent('C')]);
    await a.appendToStream('s-1', [testEvent('D')]);
    expect(a.verifyChain()).toEqual({ ok: true, checked: 4 });
  });
});

describe('SqliteEventStore.verifyChain', () => {
  let file: string;
  let store: SqliteEventStore;
  let positions: bigint[];

  beforeEach(async () => {
    file = tempDir.file('chain.sqlite');
    store = openSqliteEventStore(file);
    positions = [];
    for (const amount of [10, 20, 30, 40]) {
      const result = await store.appendToStream('ledger-1', [testEvent('Paid', { amount })]);
      positions.push(result.lastGlobalPosition);
    }
  });

  afterEach(async () => {
    await store.close();
  });

  function tamper(sql: string, ...params: unknown[]): void {
    const raw = new Database(file);
    raw.prepare(sql).run(...params);
    raw.close();
  }

  it('accepts an untouched log', () => {
    expect(store.verifyChain()).toEqual({ ok: true, checked: 4 });
  });

  it('finds a row whose data was edited in place', () => {
    tamper('UPDATE events SET data = ? WHERE position = ?', JSON.stringify({ amount: 99 }), positions[2]);
    expect(store.verifyChain()).toEqual({ ok: false, checked: 2, brokenAt: positions[2] });
  });

  it('finds a row whose metadata was edited', () => {
    tamper(
      "UPDATE events SET metadata = json_set(metadata, '$.actorId', 'mallory') WHERE position = ?",
      positions[1],
    );
    expect(store.verifyChain()).toMatchObject({ ok: false, brokenAt: positions[1] });
  });

  it('finds a deleted row at its successor', () => {
    tamper('DELETE FROM events WHERE position = ?', positions[1]);
    expect(store.verifyChain()).toEqual({ ok: false, checked: 1, brokenAt: positions[2] });
  });
});
