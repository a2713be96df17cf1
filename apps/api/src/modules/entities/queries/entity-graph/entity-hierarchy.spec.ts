import { buildHierarchy, type HierarchyEntity, type HierarchyNode } from './entity-hierarchy';
import type { OwnershipEdge } from './ownership-edges';

const entity = (id: number, type: HierarchyEntity['type'] = 'company'): HierarchyEntity => ({
  id,
  name: `E${id}`,
  type,
  status: 'active',
});
const owns = (ownerId: number, ownedId: number, percentage = 50): OwnershipEdge => ({
  ownerId,
  ownedId,
  percentage,
  relationshipId: ownerId * 100 + ownedId,
  relationshipType: 'shareholder',
});
const shape = (nodes: HierarchyNode[]): unknown =>
  nodes.map((n) => ({
    id: n.id,
    ...(n.cycle ? { cycle: true } : {}),
    ...(n.truncated ? { truncated: true } : {}),
    children: shape(n.children),
  }));

describe('buildHierarchy', () => {
  const entities = [1, 2, 3, 4, 5].map((id) => entity(id));

  it('roots the trees at entities nobody owns and nests what they own', () => {
    const tree = buildHierarchy(entities, [owns(1, 2), owns(2, 3), owns(1, 4)], { maxDepth: -1 });
    expect(shape(tree)).toEqual([
      {
        id: 1,
        children: [
          { id: 2, children: [{ id: 3, children: [] }] },
          { id: 4, children: [] },
        ],
      },
      { id: 5, children: [] },
    ]);
    expect(tree[0].children[0].ownershipPercentage).toBe(50);
  });

  it('stops at maxDepth and marks the cut', () => {
    const tree = buildHierarchy(entities, [owns(1, 2), owns(2, 3)], { maxDepth: 1, rootId: 1 });
    expect(shape(tree)).toEqual([{ id: 1, children: [{ id: 2, truncated: true, children: [] }] }]);
  });

  it('renders a cross-holding loop nobody outside owns, without following it forever', () => {
    const tree = buildHierarchy(entities.slice(0, 2), [owns(1, 2, 100), owns(2, 1, 100)], { maxDepth: -1 });
    expect(shape(tree)).toEqual([
      { id: 1, children: [{ id: 2, children: [{ id: 1, cycle: true, children: [] }] }] },
    ]);
  });

  it('shows an entity under each of its owners', () => {
    const tree = buildHierarchy(entities.slice(0, 3), [owns(1, 3), owns(2, 3)], { maxDepth: -1 });
    expect(shape(tree)).toEqual([
      { id: 1, children: [{ id: 3, children: [] }] },
      { id: 2, children: [{ id: 3, children: [] }] },
    ]);
  });
});
