import { computeBeneficialOwners } from '@ledgerline/ownership';
import {
  entityRegistered,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
} from '../../../testing/given-events';
import { controlledRegister, registerChanges, registerEvents } from '../../../testing/ownership-registers';
import { type Projected, ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { BO_RESULTS, BeneficialOwnerResultsProjector } from './beneficial-owner-results.projector';
import {
  OWNERSHIP_GRAPH,
  type OwnershipEntityDocument,
  type OwnershipLinkDocument,
} from './ownership-graph.projector';

type Result = {
  id: string;
  computedAt: string;
  owners: { name: string; totalOwnership: number }[];
  [key: string]: unknown;
};

// DOMAIN.md's worked example: X 60% of Y, Y 30% of X, Y 50% of Z; P 70% of X; Q 40% of Y and 50% of Z. W is unrelated.
const events = recorded([
  entityRegistered(1, 'company', 'X'),
  entityRegistered(2, 'company', 'Y'),
  entityRegistered(3, 'company', 'Z'),
  entityRegistered(4, 'individual', 'P'),
  entityRegistered(5, 'individual', 'Q'),
  entityRegistered(6, 'company', 'W'),
  relationshipAdded(10, { sourceEntityId: 1, targetEntityId: 2, ownershipPercentage: 60 }),
  relationshipAdded(11, { sourceEntityId: 2, targetEntityId: 1, ownershipPercentage: 30 }),
  relationshipAdded(12, { sourceEntityId: 2, targetEntityId: 3, ownershipPercentage: 50 }),
  relationshipAdded(13, { sourceEntityId: 4, targetEntityId: 1, ownershipPercentage: 70 }),
  relationshipAdded(14, { sourceEntityId: 5, targetEntityId: 2, ownershipPercentage: 40 }),
  relationshipAdded(15, { sourceEntityId: 5, targetEntityId: 3, ownershipPercentage: 50 }),
]);
const owners = (result: Result | null) =>
  Object.fromEntries((result?.owners ?? []).map((o) => [o.name, o.totalOwnership]));

describe('BeneficialOwnerResultsProjector', () => {
  const harness = new ProjectionHarness(() => new BeneficialOwnerResultsProjector());
  afterAll(() => harness.cleanup());

  it("keeps every company's owners current, matching the worked example", async () => {
    const projected = await harness.project(events);
    expect(owners(await projected.get<Result>(BO_RESULTS, '1'))).toEqual({ P: 85.37, Q: 14.63 });
    expect(owners(await projected.get<Result>(BO_RESULTS, '2'))).toEqual({ P: 51.22, Q: 48.78 });
    expect(owners(await projected.get<Result>(BO_RESULTS, '3'))).toEqual({ P: 25.61, Q: 74.39 });
    expect(await projected.get(BO_RESULTS, '4')).toBeNull();
  });

  it('recomputes only what is downstream of a change, also of a removed link', async () => {
    const change = recorded([
      ...events.map((e) => ({ type: e.type, data: e.data })),
      relationshipUpdated(15, { ownershipPercentage: { from: 50, to: 20 } }),
      relationshipRemoved(13),
    ]);
    const projected = await harness.project(change);
    const afterAll = projected.history.at(-1)![BO_RESULTS] as Result[];
    const beforeChanges = projected.history.at(-3)![BO_RESULTS] as Result[];
    const computedAt = (snapshot: Result[], id: string) => snapshot.find((r) => r.id === id)?.computedAt;
    expect(computedAt(afterAll, '6')).toBe(computedAt(beforeChanges, '6'));
    expect(computedAt(projected.history.at(-2)![BO_RESULTS] as Result[], '1')).toBe(
      computedAt(beforeChanges, '1'),
    );
    expect(owners(await projected.get<Result>(BO_RESULTS, '1'))).toEqual({ Q: 14.63 });
    expect(owners(await projected.get<Result>(BO_RESULTS, '3')).Q).toBeGreaterThan(20);
  });

  it('leaves the same documents when every event is applied twice', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });
});

/**
 * Each stored result next to the engine's answer on the whole graph the projector keeps, where they differ. Paths
 * are traced by the route for the entity asked about, never stored.
 */
async function staleResults(projected: Projected, asOf: string): Promise<string[]> {
  const [nodes, links, results] = await Promise.all([
    projected.documents<OwnershipEntityDocument>(OWNERSHIP_GRAPH.entities),
    projected.documents<OwnershipLinkDocument>(OWNERSHIP_GRAPH.links),
    projected.documents<Result>(BO_RESULTS),
  ]);
  const whole = {
    entities: nodes.map((n) => ({ id: n.entityId, name: n.name, type: n.type })),
    relationships: links.map((link) => ({ ...link, id: link.relationshipId })),
  };
  const stored = new Map(
    results.map(({ id, entityId: _e, accountId: _a, threshold: _t, computedAt: _c, ...r }) => [id, r]),
  );
  return nodes
    .filter((node) => node.type !== 'individual')
    .filter(
      (node) =>
        JSON.stringify(stored.get(node.id)) !==
        JSON.stringify(computeBeneficialOwners(whole, node.entityId, { asOf, maxPaths: 0 })),
    )
    .map((node) => `entity ${node.entityId}`);
}

describe('BeneficialOwnerResultsProjector on random registers and changes', () => {
  const harness = new ProjectionHarness(() => new BeneficialOwnerResultsProjector());
  afterAll(() => harness.cleanup());

  it.each([1, 2, 3, 4])(
    'register %i: every stored result equals the engine on the whole graph after every change',
    async (seed) => {
      const register = controlledRegister(seed, 60);
      const events = recorded([...registerEvents(register), ...registerChanges(register, seed, 80)]);
      const once = await harness.project(events);
      // Every event falls on the harness's first day.
      expect(await staleResults(once, events.at(-1)!.metadata.recordedAt.slice(0, 10))).toEqual([]);
      const twice = await harness.project(events, 2);
      // The first event after which the documents differ (a deep diff of every snapshot would take seconds).
      const differsAfter = once.history.findIndex(
        (snapshot, k) => JSON.stringify(snapshot) !== JSON.stringify(twice.history[k]),
      );
      expect([twice.history.length, differsAfter]).toEqual([events.length, -1]);
    },
  );
});
