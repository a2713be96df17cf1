import type { EntityType } from '@ledgerline/contracts';
import type { OwnershipEdge } from './ownership-edges';

export interface HierarchyEntity {
  id: number;
  name: string;
  type: EntityType;
  status: string;
}

export interface HierarchyNode extends HierarchyEntity {
  ownershipPercentage: number | null;
  relationshipType: string | null;
  /** True where the chain loops back to an entity already above it; the loop is not followed. */
  cycle: boolean;
  /** True where maxDepth or the node budget stopped the descent. */
  truncated: boolean;
  children: HierarchyNode[];
}

export const MAX_HIERARCHY_NODES = 5000;

/**
 * Ownership trees, cycle-safe: roots are the given root, or every entity nobody owns plus one entry per
 * ownership loop nobody outside owns (so cross-holdings still appear). maxDepth -1 means unlimited.
 */
export function buildHierarchy(
  entities: HierarchyEntity[],
  edges: OwnershipEdge[],
  options: { rootId?: number; maxDepth: number },
): HierarchyNode[] {
  const byId = new Map(entities.map((e) => [e.id, e]));
  const owned = new Map<number, OwnershipEdge[]>();
  const owners = new Set<number>();
  for (const edge of edges) {
    if (!byId.has(edge.ownerId) || !byId.has(edge.ownedId)) continue;
    owned.set(edge.ownerId, [...(owned.get(edge.ownerId) ?? []), edge]);
    owners.add(edge.ownedId);
  }
  let budget = MAX_HIERARCHY_NODES;
  const reached = new Set<number>();
  const build = (
    entity: HierarchyEntity,
    edge: OwnershipEdge | null,
    path: Set<number>,
    depth: number,
  ): HierarchyNode => {
    budget--;
    reached.add(entity.id);
    const cycle = path.has(entity.id);
    const node: HierarchyNode = {
      ...entity,
      ownershipPercentage: edge?.percentage ?? null,
      relationshipType: edge?.relationshipType ?? null,
      cycle,
      truncated: false,
      children: [],
    };
    const below = owned.get(entity.id) ?? [];
    if (cycle || below.length === 0) return node;
    if ((options.maxDepth >= 0 && depth >= options.maxDepth) || budget <= 0)
      return { ...node, truncated: true };
    const nextPath = new Set(path).add(entity.id);
    node.children = below
      .sort((a, b) => a.ownedId - b.ownedId)
      .map((e) => build(byId.get(e.ownedId)!, e, nextPath, depth + 1));
    return node;
  };
  if (options.rootId !== undefined) return [build(byId.get(options.rootId)!, null, new Set(), 0)];
  const roots = entities
    .filter((e) => !owners.has(e.id))
    .sort((a, b) => a.id - b.id)
    .map((e) => build(e, null, new Set(), 0));
  for (const entity of [...entities].sort((a, b) => a.id - b.id))
    if (!reached.has(entity.id) && owned.has(entity.id)) roots.push(build(entity, null, new Set(), 0));
  return roots;
}
