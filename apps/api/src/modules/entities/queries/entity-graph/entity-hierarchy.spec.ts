import { naturalSortKey } from '@ledgerline/projections';
import type { GraphNodeDocument } from '../../projections/entity-graph.read-model';
import { growHierarchy, type HierarchyNode } from './entity-hierarchy';

const TODAY = '2025-06-01';

/** An in-memory graph index: `owns` lists [owner, owned, percentage?, endDate?]. */
function graph(ids: number[], owns: [number, number, number?, string?][]) {
  const docs = new Map<number, GraphNodeDocument>(
    ids.map((id) => [
      id,
      {
        id: String(id),
        accountId: 1,
        entityId: id,
        name: `E${id}`,
        nameKey: naturalSortKey(`E${id}`),
        type: 'company',
        status: 'active',
        upstream: [],
        downstream: [],
        isRoot: true,
        ownedUntil: null,
        linked: false,
        keyRank: '',
      },
    ]),
  );
  owns.forEach(([ownerId, ownedId, percentage = 50, endDate = null], index) => {
    const base = { relationshipId: index + 1, type: 'shareholder', ownershipPercentage: percentage };
    docs.get(ownerId)!.downstream.push({ ...base, entityId: ownedId, ownership: true, endDate });
    docs.get(ownedId)!.upstream.push({ ...base, entityId: ownerId, ownership: true, endDate });
  });
  const loads: number[][] = [];
  const load = async (entityIds: number[]) => {
    loads.push(entityIds);
    return new Map(entityIds.flatMap((id) => (docs.has(id) ? [[id, docs.get(id)!] as const] : [])));
  };
  const grow = (rootIds: number[], maxDepth = -1, maxNodes = 2000) =>
    growHierarchy(
      rootIds.map((id) => docs.get(id)!),
      load,
      { maxDepth, maxNodes, today: TODAY },
    );
  return { grow, loads };
}

const shape = (nodes: HierarchyNode[]): unknown =>
  nodes.map((n) => ({
    id: n.id,
    ...(n.cycle ? { cycle: true } : {}),
    ...(n.truncated ? { truncated: true, childCount: n.childCount } : {}),
    children: shape(n.children),
  }));

describe('growHierarchy', () => {
  it('nests what each root owns, children by name, with the percentage of the link above', async () => {
    const { grow } = graph(
      [1, 2, 3, 4, 10],
      [
        [1, 10],
        [1, 2],
        [2, 3, 75],
        [1, 4],
      ],
    );
    const tree = await grow([1]);
    expect(shape(tree)).toEqual([
      {
        id: 1,
        children: [
          { id: 2, children: [{ id: 3, children: [] }] },
          { id: 4, children: [] },
          { id: 10, children: [] },
        ],
      },
    ]);
    expect(tree[0]!.children[0]!.children[0]).toMatchObject({ ownershipPercentage: 75 });
    expect(Object.keys(tree[0]!)).not.toContain('upstream');
  });

  it('stops at maxDepth and says how many children were left out', async () => {
    const { grow } = graph(
      [1, 2, 3, 4],
      [
        [1, 2],
        [2, 3],
        [2, 4],
      ],
    );
    expect(shape(await grow([1], 1))).toEqual([
      { id: 1, children: [{ id: 2, truncated: true, childCount: 2, children: [] }] },
    ]);
  });

  it('marks a loop where it comes back instead of following it', async () => {
    const { grow } = graph(
      [1, 2],
      [
        [1, 2, 100],
        [2, 1, 100],
      ],
    );
    expect(shape(await grow([1]))).toEqual([
      { id: 1, children: [{ id: 2, children: [{ id: 1, cycle: true, children: [] }] }] },
    ]);
  });

  it('leaves out links that ended before today', async () => {
    const { grow } = graph(
      [1, 2, 3],
      [
        [1, 2, 50, '2025-01-01'],
        [1, 3, 50, '2025-12-31'],
      ],
    );
    expect(shape(await grow([1]))).toEqual([{ id: 1, children: [{ id: 3, children: [] }] }]);
  });

  it('keeps upper levels whole under the node cap and truncates whole families below', async () => {
    // 1 owns 2 and 3; 2 owns 4,5,6; 3 owns 7. Cap 5: roots and level 1 (3 nodes), then 2's three children do
    // not fit in the 2 left, but 3's one child does.
    const { grow } = graph(
      [1, 2, 3, 4, 5, 6, 7],
      [
        [1, 2],
        [1, 3],
        [2, 4],
        [2, 5],
        [2, 6],
        [3, 7],
      ],
    );
    expect(shape(await grow([1], -1, 5))).toEqual([
      {
        id: 1,
        children: [
          { id: 2, truncated: true, childCount: 3, children: [] },
          { id: 3, children: [{ id: 7, children: [] }] },
        ],
      },
    ]);
  });

  it('shows as many children of a lone root as fit', async () => {
    const { grow } = graph(
      [1, 2, 3, 4],
      [
        [1, 2],
        [1, 3],
        [1, 4],
      ],
    );
    expect(shape(await grow([1], -1, 3))).toEqual([
      {
        id: 1,
        truncated: true,
        childCount: 3,
        children: [
          { id: 2, children: [] },
          { id: 3, children: [] },
        ],
      },
    ]);
  });

  it('reads each level in one batch of what fits, never the whole graph', async () => {
    const { grow, loads } = graph(
      [1, 2, 3, 4, 5],
      [
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
      ],
    );
    await grow([1], 2);
    expect(loads).toEqual([[2], [3]]);
  });
});
