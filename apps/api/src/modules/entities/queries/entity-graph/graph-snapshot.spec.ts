import type { SqliteReadStore } from '@ledgerline/projections';
import type { AppConfig } from '../../../../config/app-config';
import { AccountDays } from '../../../../shared/account-days';
import { ACCOUNTS } from '../../../accounts/projections/account.read-model';
import { KNOWN_NOW } from '../../../ownership/projections/known-at-slice';
import { ACCOUNT_ID } from '../../../../testing/given-events';
import {
  BEFORE_END_RECORDED,
  BEFORE_SALE_RECORDED,
  DATED,
  datedLinkVersions,
} from '../../../../testing/dated-link-versions';
import { chainNetwork } from './entity-network';
import { growHierarchy } from './entity-hierarchy';
import type { GraphIndexReader, GraphReader } from './graph-index.reader';
import { graphSnapshot } from './graph-snapshot';
import { GraphSnapshots } from './graph-snapshots';

const { acme, thandi, holdco, sipho, sold } = DATED;
const JOHANNESBURG = 'Africa/Johannesburg';
const noGroups = null as unknown as GraphIndexReader;

// docs/decisions/0033 2b: the hierarchy and the network as of a day read each link's version in force that day.
describe('graph snapshot as of a day: each link as the version in force', () => {
  let store: SqliteReadStore;
  let close: () => Promise<void>;
  beforeAll(async () => ({ store, close } = await datedLinkVersions()));
  afterAll(() => close());

  const snapshot = (day: string, moment = KNOWN_NOW, timeZone = JOHANNESBURG) =>
    graphSnapshot(store, noGroups, ACCOUNT_ID, moment, { day, timeZone });
  const owners = async (graph: GraphReader, entityId: number) =>
    (await graph.node(ACCOUNT_ID, entityId)).upstream.map((link) => ({
      from: link.entityId,
      percentage: link.ownershipPercentage,
      endDate: link.endDate,
    }));
  const acmeTree = async (graph: GraphReader, day: string) => {
    const { nodes } = await graph.roots(ACCOUNT_ID, day, { limit: 10, offset: 0 });
    const tree = await growHierarchy(nodes, (ids) => graph.nodes(ACCOUNT_ID, ids), {
      maxDepth: -1,
      maxNodes: 100,
      today: day,
    });
    return tree.flatMap((root) =>
      root.children.filter((child) => child.id === acme).map((child) => [root.id, child.ownershipPercentage]),
    );
  };

  it('a percentage changed from 1 March: 60 on 28 February, 20 from 1 March, in the hierarchy and network', async () => {
    const before = await snapshot('2025-02-28');
    const after = await snapshot('2025-03-01');
    expect(await acmeTree(before, '2025-02-28')).toContainEqual([thandi, 60]);
    expect(await acmeTree(after, '2025-03-01')).toContainEqual([thandi, 20]);
    const edge = async (graph: GraphReader) =>
      (await chainNetwork(graph, ACCOUNT_ID, await graph.node(ACCOUNT_ID, acme), 100, null)).edges.find(
        (e) => e.relationshipId === sold,
      )?.percentage;
    expect([await edge(before), await edge(after)]).toEqual([60, 20]);
  });

  it('as known before the change was recorded, 60 on every day', async () => {
    for (const day of ['2025-02-28', '2025-03-01', '2026-01-01'])
      expect(await owners(await snapshot(day, BEFORE_SALE_RECORDED), acme)).toContainEqual({
        from: thandi,
        percentage: 60,
        endDate: null,
      });
  });

  it('an end date from 30 June: the link without its end before, with it on the day, absent after', async () => {
    const holding = async (day: string, moment?: string) =>
      (await owners(await snapshot(day, moment), acme)).find((link) => link.from === holdco);
    expect(await holding('2025-06-29')).toEqual({ from: holdco, percentage: 40, endDate: null });
    expect(await holding('2025-06-30')).toEqual({ from: holdco, percentage: 40, endDate: '2025-06-30' });
    expect(await holding('2025-07-01')).toBeUndefined();
    expect(await acmeTree(await snapshot('2025-07-01'), '2025-07-01')).not.toContainEqual([holdco, 40]);
    // Before the end was recorded the register knew the holding open-ended, on any day.
    expect(await holding('2025-07-01', BEFORE_END_RECORDED)).toEqual({
      from: holdco,
      percentage: 40,
      endDate: null,
    });
  });

  it("a change without effectiveAt counts on its recorded day in the account's zone", async () => {
    const sipho28 = async (timeZone: string) =>
      (await owners(await snapshot('2025-02-28', KNOWN_NOW, timeZone), holdco))[0];
    expect(await sipho28(JOHANNESBURG)).toMatchObject({ from: sipho, percentage: 100 });
    expect(await sipho28('UTC')).toMatchObject({ from: sipho, percentage: 80 });
  });

  it("the snapshot cache is keyed by the account's zone too", async () => {
    const clock = { now: () => new Date('2026-01-01T00:00:00Z') };
    const days = new AccountDays(store, clock, { timeZone: JOHANNESBURG } as AppConfig);
    const snapshots = new GraphSnapshots(store, clock, noGroups, days);
    const siphoOn28 = async () =>
      (await (await snapshots.at(ACCOUNT_ID, undefined, '2025-02-28')).node(ACCOUNT_ID, holdco)).upstream[0]
        ?.ownershipPercentage;
    expect(await siphoOn28()).toBe(100);
    expect(await snapshots.at(ACCOUNT_ID, undefined, '2025-02-28')).toBe(
      await snapshots.at(ACCOUNT_ID, undefined, '2025-02-28'),
    );
    await store.withCheckpoint('spec-accounts', async (writer) => {
      await writer.put(ACCOUNTS, { id: String(ACCOUNT_ID), accountId: ACCOUNT_ID, timeZone: 'UTC' });
      return null;
    });
    expect(await siphoOn28()).toBe(80);
  });
});
