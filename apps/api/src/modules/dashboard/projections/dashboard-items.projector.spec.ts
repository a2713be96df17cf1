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
import {
  accountIdsIn,
  type Projected,
  ProjectionHarness,
  recorded,
} from '../../../testing/projection-harness';
import { DashboardItemsProjector } from './dashboard-items.projector';
import {
  DASHBOARD_COUNTERS,
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

  const countsOf = async (projected: Projected) => {
    const counters = await projected.get<DashboardCountersDocument>(DASHBOARD_COUNTERS, String(ACCOUNT_ID));
    return Object.fromEntries(KINDS.map((kind) => [kind, counters?.[kind]]));
  };
  const countsAfter = async (eventCount: number, times = 1) =>
    countsOf(await harness.project(events.slice(0, eventCount), times));

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

  it('does not count an event again when it comes back after later ones', async () => {
    const replayed = [...events.slice(0, 9), events[0], events[5], events[8]];
    expect(await countsOf(await harness.project(replayed))).toEqual(await countsAfter(9));
  });

  it('keeps one document per account with the position of the last event it counted', async () => {
    const projected = await harness.project(events.slice(0, 9));
    expect(await projected.documents(DASHBOARD_COUNTERS)).toEqual([
      {
        id: String(ACCOUNT_ID),
        accountId: ACCOUNT_ID,
        company: 2,
        individual: 2,
        trust: 1,
        asset: 1,
        relationship: 3,
        countedThrough: String(events[8].globalPosition),
      },
    ]);
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
    expect(await once.documents(DASHBOARD_COUNTERS)).toEqual([
      {
        id: '8',
        accountId: 8,
        company: 1,
        individual: 0,
        trust: 0,
        asset: 0,
        relationship: 0,
        countedThrough: String(closing.at(-2)!.globalPosition),
      },
    ]);
  });
});
