import {
  ACCOUNT_ID,
  assetRegistered,
  assetRemoved,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  relationshipAdded,
  relationshipRemoved,
  accountClosed,
  inAccount,
} from '../../../testing/given-events';
import { accountIdsIn, ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { DashboardItemsProjector } from './dashboard-items.projector';
import {
  DASHBOARD_COUNTERS,
  DASHBOARD_ITEMS,
  type DashboardCountersDocument,
  type DashboardKind,
} from './dashboard-items.read-model';

const events = recorded([
  entityRegistered(1, 'company', 'Protea Holdings'),
  entityRegistered(2, 'individual', 'Thandi Nkosi'),
  entityRegistered(3, 'trust', 'Nkosi Family Trust'),
  entityRegistered(4, 'company', 'Acme'),
  entityRegistered(5, 'individual', 'Sipho Dlamini'),
  relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1 }),
  relationshipAdded(11, { sourceEntityId: 5, targetEntityId: 4, relationshipType: 'director' }),
  relationshipAdded(12, { sourceEntityId: 2, targetEntityId: 3, relationshipType: 'trustee' }),
  assetRegistered(20, 1, 'Head office'),
  assetRegistered(21, 5, 'Sandton flat'),
  entityProfileUpdated(4, 'company', { name: { from: 'Acme', to: 'Acme Holdings' } }),
  relationshipRemoved(11, 'entity_deleted'),
  assetRemoved(21, 'entity_deleted'),
  entityDeleted(5, 'individual'),
]);
const KINDS: DashboardKind[] = ['company', 'individual', 'trust', 'asset', 'relationship'];

describe('DashboardItemsProjector', () => {
  const harness = new ProjectionHarness(() => new DashboardItemsProjector());
  afterAll(() => harness.cleanup());

  const countsAfter = async (eventCount: number, times = 1) => {
    const projected = await harness.project(events.slice(0, eventCount), times);
    const counts: Record<string, number> = {};
    for (const kind of KINDS)
      counts[kind] = await projected.count(DASHBOARD_ITEMS, { accountId: ACCOUNT_ID, kind });
    // The counters document the dashboard reads must always agree with the items.
    const counters = await projected.get<DashboardCountersDocument>(DASHBOARD_COUNTERS, String(ACCOUNT_ID));
    expect(Object.fromEntries(KINDS.map((kind) => [kind, counters?.[kind]]))).toEqual(counts);
    return counts;
  };

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('counts each kind of record once, also when its events are applied twice', async () => {
    const expected = { company: 2, individual: 2, trust: 1, asset: 2, relationship: 3 };
    expect(await countsAfter(11)).toEqual(expected);
    expect(await countsAfter(11, 2)).toEqual(expected);
  });

  it('stops counting what was deleted or removed', async () => {
    expect(await countsAfter(events.length)).toEqual({
      company: 2,
      individual: 1,
      trust: 1,
      asset: 1,
      relationship: 2,
    });
  });

  it('keeps one small document per counted record', async () => {
    const projected = await harness.project(events.slice(0, 9));
    expect(await projected.get(DASHBOARD_ITEMS, 'asset:20')).toEqual({
      id: 'asset:20',
      accountId: ACCOUNT_ID,
      kind: 'asset',
    });
  });

  it('drops every document of a closed account, also when applied twice, and keeps other accounts', async () => {
    const closing = recorded([
      ...events,
      inAccount(8, entityRegistered(90, 'company', 'Other Co')),
      accountClosed(),
    ]);
    const once = await harness.project(closing);
    const twice = await harness.project(closing, 2);
    expect(twice.history).toEqual(once.history);
    expect(accountIdsIn(once.history.at(-1))).toEqual([8]);
    expect((await once.documents(DASHBOARD_ITEMS)).map((d) => d.id)).toEqual(['company:90']);
    expect(await once.documents(DASHBOARD_COUNTERS)).toEqual([
      { id: '8', accountId: 8, company: 1, individual: 0, trust: 0, asset: 0, relationship: 0 },
    ]);
  });
});
