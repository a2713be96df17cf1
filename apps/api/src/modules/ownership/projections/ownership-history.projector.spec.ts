import type { RecordedEvent } from '@ledgerline/events';
import { checkpointNameOf, openSqliteReadStore, type SqliteReadStore } from '@ledgerline/projections';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeBeneficialOwners } from '@ledgerline/ownership';
import {
  accountClosed,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  inAccount,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
} from '../../../testing/given-events';
import { ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { everUpstream, ownerSetHistory } from '../owner-set-history';
import { everKnown, knownSlice } from './known-at-slice';
import {
  ENTITY_VERSIONS,
  LINK_VERSIONS,
  type LinkVersionDocument,
  OwnershipHistoryProjector,
} from './ownership-history.projector';

// Recorded one minute apart from 2025-03-01T09:00Z: event n at 09:(n-1).
const at = (n: number) => new Date(Date.parse('2025-03-01T09:00:00Z') + (n - 1) * 60_000).toISOString();
const events = recorded([
  entityRegistered(1, 'company', 'Acme'), // 1
  entityRegistered(2, 'individual', 'Thandi'), // 2
  entityRegistered(3, 'individual', 'Sipho'), // 3
  relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1, ownershipPercentage: 25 }), // 4
  relationshipAdded(11, { sourceEntityId: 3, targetEntityId: 1, ownershipPercentage: 75 }), // 5
  relationshipUpdated(10, { ownershipPercentage: { from: 25, to: 20 } }), // 6
  relationshipUpdated(11, { endDate: { from: null, to: '2025-02-28' } }), // 7
  relationshipRemoved(11), // 8
  entityProfileUpdated(1, 'company', { name: { from: 'Acme', to: 'Acme Holdings' } }), // 9
  entityDeleted(3, 'individual'), // 10
  inAccount(8, entityRegistered(20, 'company', 'Other')), // 11
]);
const versionsOf = (docs: LinkVersionDocument[], relationshipId: number) =>
  docs
    .filter((d) => d.relationshipId === relationshipId)
    .sort((a, b) => a.position - b.position)
    .map(
      ({ changeKind, ownershipPercentage, fromPercentage, endDate, removed, recordedFrom, recordedTo }) => ({
        changeKind,
        ownershipPercentage,
        fromPercentage,
        endDate,
        removed,
        recordedFrom,
        recordedTo,
      }),
    );

describe('OwnershipHistoryProjector', () => {
  const harness = new ProjectionHarness(() => new OwnershipHistoryProjector());
  const dir = mkdtempSync(join(tmpdir(), 'ownership-history-'));
  const stores: SqliteReadStore[] = [];
  afterAll(async () => {
    await harness.cleanup();
    for (const store of stores) await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** All of `events` applied in one transaction, as a rebuild's batch does. */
  async function rebuilt(all: RecordedEvent[]): Promise<SqliteReadStore> {
    const store = openSqliteReadStore(join(dir, `read-models-${stores.length}.sqlite`));
    stores.push(store);
    const projector = new OwnershipHistoryProjector();
    await store.prepare?.(projector.collections, projector.layouts);
    await store.withCheckpoint(checkpointNameOf(projector), async (writer) => {
      for (const event of all) await projector.apply(event, writer);
      return null;
    });
    return store;
  }

  it('keeps every version of a link, ended and deleted ones too, each with its recorded period', async () => {
    const projected = await harness.project(events);
    const links = await projected.documents<LinkVersionDocument>(LINK_VERSIONS);
    expect(versionsOf(links, 10)).toEqual([
      {
        changeKind: 'created',
        ownershipPercentage: 25,
        fromPercentage: null,
        endDate: null,
        removed: false,
        recordedFrom: at(4),
        recordedTo: at(6),
      },
      {
        changeKind: 'updated',
        ownershipPercentage: 20,
        fromPercentage: 25,
        endDate: null,
        removed: false,
        recordedFrom: at(6),
        recordedTo: null,
      },
    ]);
    expect(versionsOf(links, 11)).toEqual([
      {
        changeKind: 'created',
        ownershipPercentage: 75,
        fromPercentage: null,
        endDate: null,
        removed: false,
        recordedFrom: at(5),
        recordedTo: at(7),
      },
      {
        changeKind: 'updated',
        ownershipPercentage: 75,
        fromPercentage: 75,
        endDate: '2025-02-28',
        removed: false,
        recordedFrom: at(7),
        recordedTo: at(8),
      },
      {
        changeKind: 'removed',
        ownershipPercentage: 75,
        fromPercentage: 75,
        endDate: '2025-02-28',
        removed: true,
        recordedFrom: at(8),
        recordedTo: null,
      },
    ]);
    const removal = links.find((d) => d.relationshipId === 11 && d.removed)!;
    expect(removal).toMatchObject({ eventId: 'event-8', correlationId: 'command-8', actorId: 1 });
    expect(await projected.count(ENTITY_VERSIONS, { accountId: 7, entityId: 3 })).toBe(2);
    expect(await projected.count(ENTITY_VERSIONS, { accountId: 7, entityId: 1 })).toBe(2);
  });

  it('applying every event twice leaves the same versions', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    for (const collection of [LINK_VERSIONS, ENTITY_VERSIONS])
      expect(await twice.documents(collection)).toEqual(await once.documents(collection));
  });

  it('a rebuild in one transaction gives the same history as one event at a time', async () => {
    const live = await harness.project(events);
    const store = await rebuilt(events);
    for (const collection of [LINK_VERSIONS, ENTITY_VERSIONS])
      expect(await store.find(collection)).toEqual(await live.documents(collection));
  });

  it('rebuilds the slice of any past moment: owners as the register said then', async () => {
    const store = await rebuilt(events);
    const slice = (moment: string) => knownSlice(store, 7, [1], moment);
    const owners = async (moment: string, asOf = '2025-03-01') =>
      Object.fromEntries(
        computeBeneficialOwners(await slice(moment), 1, { asOf }).owners.map((o) => [
          o.name,
          o.totalOwnership,
        ]),
      );
    expect(await owners(at(3))).toEqual({});
    expect(await owners(at(5))).toEqual({ Thandi: 25, Sipho: 75 });
    expect(await owners(at(6))).toEqual({ Thandi: 20, Sipho: 75 });
    // Ended the day before: gone as of 1 March, still there as of 28 February.
    expect(await owners(at(7))).toEqual({ Thandi: 20 });
    expect(await owners(at(7), '2025-02-28')).toEqual({ Thandi: 20, Sipho: 75 });
    expect(await owners(at(8), '2025-02-28')).toEqual({ Thandi: 20 });
    expect((await slice(at(9))).entities.find((e) => e.id === 1)?.name).toBe('Acme Holdings');
    expect((await slice(at(8))).entities.find((e) => e.id === 1)?.name).toBe('Acme');
    expect(await slice('2025-01-01T00:00:00.000Z')).toEqual({ entities: [], relationships: [] });
  });

  it('gives each set of owners from the versions, also where a link upstream was recorded before the company', async () => {
    const store = await rebuilt(
      recorded([
        entityRegistered(1, 'company', 'HoldCo'),
        entityRegistered(2, 'individual', 'Thandi'),
        relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1, ownershipPercentage: 100 }),
        entityRegistered(3, 'company', 'Acme'),
        relationshipAdded(11, { sourceEntityId: 1, targetEntityId: 3, ownershipPercentage: 100 }),
        relationshipUpdated(10, { notes: { from: null, to: 'certificate 4' } }),
        relationshipRemoved(11),
      ]),
    );
    const versions = await everUpstream(store, 7, 3);
    const history = (knownAt?: string) =>
      ownerSetHistory(versions, 3, { threshold: 5, timeZone: 'UTC', knownAt }).map((set) => [
        set.eventId,
        set.correction,
        set.owners.map((o) => o.name),
        set.recordedTo,
      ]);
    // As known before the deletion: Thandi owned Acme through HoldCo from the day the link was recorded.
    expect(history('2025-03-01T09:05:30.000Z')).toEqual([['event-5', false, ['Thandi'], null]]);
    // Deleted as recorded in error, the link never existed (docs/decisions/0033): its deletion is a correction.
    expect(history()).toEqual([
      ['event-6', false, [], null],
      ['event-7', true, [], null],
    ]);
  });

  it('knows which entities the account ever held, and forgets a closed account', async () => {
    const store = await rebuilt(events);
    expect(await everKnown(store, 7, 3)).toBe(true);
    expect(await everKnown(store, 7, 20)).toBe(false);
    const closed = await harness.project(
      recorded([...events.map(({ type, data }) => ({ type, data })), accountClosed()]),
    );
    expect(await closed.count(LINK_VERSIONS, { accountId: 7 })).toBe(0);
    expect(await closed.count(ENTITY_VERSIONS, { accountId: 8 })).toBe(1);
  });
});
