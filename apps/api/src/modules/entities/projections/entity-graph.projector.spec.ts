import {
  accountClosed,
  entityAddedToGroup,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  entityRemovedFromGroup,
  groupCreated,
  groupDeleted,
  inAccount,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
} from '../../../testing/given-events';
import { accountIdsIn, ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { EntityGraphProjector } from './entity-graph.projector';
import {
  GRAPH_MEMBERS,
  GRAPH_NODES,
  type GraphMemberDocument,
  type GraphNodeDocument,
} from './entity-graph.read-model';

const companies = [1, 2, 3, 4].map((id) => entityRegistered(id, 'company', `Company ${id}`));
const owns = (relationshipId: number, owner: number, owned: number, fields: object = {}) =>
  relationshipAdded(relationshipId, { sourceEntityId: owner, targetEntityId: owned, ...fields });

describe('EntityGraphProjector', () => {
  const harness = new ProjectionHarness(() => new EntityGraphProjector());
  afterAll(() => harness.cleanup());

  const nodesAfter = async (events: { type: string; data: unknown }[]) => {
    const projected = await harness.project(recorded(events));
    const nodes = await projected.documents<GraphNodeDocument>(GRAPH_NODES);
    return new Map(nodes.map((node) => [node.entityId, node]));
  };

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const events = recorded([
      ...companies,
      owns(10, 1, 2, { ownershipPercentage: 60 }),
      owns(11, 2, 3),
      owns(12, 3, 2),
      relationshipAdded(13, { sourceEntityId: 4, targetEntityId: 1, relationshipType: 'director' }),
      relationshipUpdated(11, { relationshipType: { from: 'shareholder', to: 'subsidiary' } }),
      entityProfileUpdated(2, 'company', { name: { from: 'Company 2', to: 'Beta' } }),
      groupCreated(5, 'Core'),
      entityAddedToGroup(5, 1),
      relationshipRemoved(12),
      entityRemovedFromGroup(5, 1),
      relationshipRemoved(13, 'entity_deleted'),
      entityDeleted(4, 'company'),
      groupDeleted(5),
    ]);
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('leaves the same documents when a whole batch is applied in one transaction', async () => {
    // The batch keeps its nodes in memory and writes them once (a hub's cascade of links stays linear).
    const events = recorded([
      ...companies,
      ...[20, 21, 22, 23].map((id) => owns(id, 1, id - 18, { ownershipPercentage: 25 })),
      entityProfileUpdated(1, 'company', { name: { from: 'Company 1', to: 'Hub' } }),
      owns(24, 3, 1, { ownershipPercentage: 10 }),
      ...[20, 21, 22].map((id) => relationshipRemoved(id, 'entity_deleted')),
      entityDeleted(2, 'company'),
      entityRegistered(2, 'company', 'Company 2'),
      owns(25, 1, 2, { ownershipPercentage: 40 }),
      relationshipUpdated(24, { endDate: { from: null, to: '2024-01-31' } }),
      entityDeleted(4, 'company'),
    ]);
    const byEvent = await harness.project(events);
    expect(await harness.projectInOneBatch(events)).toEqual(byEvent.history.at(-1));
  });

  it('keeps each entity small: its name key, its links both ways, and whether it is a root', async () => {
    const nodes = await nodesAfter([
      ...companies,
      owns(10, 1, 2, { ownershipPercentage: 60 }),
      relationshipAdded(11, { sourceEntityId: 3, targetEntityId: 2, relationshipType: 'subsidiary' }),
      relationshipAdded(12, { sourceEntityId: 4, targetEntityId: 1, relationshipType: 'director' }),
    ]);
    expect(nodes.get(1)).toMatchObject({
      nameKey: 'company 011',
      isRoot: true,
      linked: true,
      downstream: [{ relationshipId: 10, entityId: 2, ownership: true, ownershipPercentage: 60 }],
      upstream: [{ relationshipId: 12, entityId: 4, ownership: false, type: 'director' }],
    });
    // 'subsidiary' means the target owns the source: 2 owns 3
    expect(nodes.get(2)).toMatchObject({ isRoot: false, downstream: [{ entityId: 3, type: 'subsidiary' }] });
    expect(nodes.get(3)).toMatchObject({ isRoot: false, upstream: [{ entityId: 2, ownership: true }] });
    expect(nodes.get(4)).toMatchObject({ isRoot: true, linked: true });
  });

  it('makes the first entity of a loop nobody outside owns a root, and undoes it when the loop breaks', async () => {
    const loop = [...companies, owns(10, 2, 3), owns(11, 3, 2)];
    let nodes = await nodesAfter(loop);
    expect([1, 2, 3].map((id) => nodes.get(id)!.isRoot)).toEqual([true, true, false]);
    nodes = await nodesAfter([...loop, owns(12, 1, 3)]);
    expect([1, 2, 3].map((id) => nodes.get(id)!.isRoot)).toEqual([true, false, false]);
    nodes = await nodesAfter([...loop, relationshipRemoved(11)]);
    expect([2, 3].map((id) => nodes.get(id)!.isRoot)).toEqual([true, false]);
  });

  it('counts only active links, and remembers until when an entity is owned through ending links', async () => {
    const nodes = await nodesAfter([
      ...companies,
      owns(10, 1, 2, { endDate: '2024-12-31' }),
      owns(11, 3, 2, { endDate: '2025-06-30' }),
      owns(12, 1, 3),
      relationshipUpdated(12, { isActive: { from: true, to: false } }),
    ]);
    expect(nodes.get(2)).toMatchObject({ isRoot: false, ownedUntil: '2025-06-30' });
    expect(nodes.get(3)).toMatchObject({ isRoot: true, ownedUntil: null, upstream: [] });
    expect(nodes.get(1)!.downstream.map((link) => link.relationshipId)).toEqual([10]);
  });

  it('keeps group memberships and drops an account when it closes', async () => {
    const projected = await harness.project(
      recorded([
        ...companies,
        groupCreated(5, 'Core'),
        entityAddedToGroup(5, 1),
        entityAddedToGroup(5, 2),
        entityRemovedFromGroup(5, 2),
        inAccount(8, entityRegistered(20, 'company', 'Other')),
      ]),
    );
    expect(
      (await projected.documents<GraphMemberDocument>(GRAPH_MEMBERS)).map((member) => member.entityId),
    ).toEqual([1]);
    const closed = await harness.project(
      recorded([...companies, inAccount(8, entityRegistered(20, 'company', 'Other')), accountClosed()]),
    );
    expect(accountIdsIn(closed.history.at(-1))).toEqual([8]);
  });
});
