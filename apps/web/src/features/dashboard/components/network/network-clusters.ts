import type { NetworkEntity, NetworkGraph, NetworkLink } from './network-graph';

/** Above this many drawn entities, leaves are collapsed into clusters (level of detail). */
export const DETAIL_LIMIT = 300;
/** An owner's leaves are collapsed only when there are at least this many. */
export const MIN_CLUSTER = 4;

const kindOf = (members: readonly NetworkEntity[]): string => {
  const types = new Set(members.map((m) => m.type));
  if (types.size > 1) return 'entities';
  return { company: 'subsidiaries', individual: 'individuals', trust: 'trusts' }[members[0]!.type];
};

/**
 * Level of detail: when the graph has more than `limit` entities, the leaves of each owner (entities whose
 * only link is one ownership link from that owner) become one node '+37 subsidiaries', unless the owner is
 * in `expanded` or holds the focus. The links to a cluster collapse into one.
 */
export function clusterLeaves(
  graph: NetworkGraph,
  expanded: ReadonlySet<number>,
  { limit = DETAIL_LIMIT, keep = new Set<number>() }: { limit?: number; keep?: ReadonlySet<number> } = {},
): NetworkGraph {
  if (graph.entities.length <= limit) return graph;
  const degree = new Map<number, number>();
  for (const link of graph.links)
    for (const id of new Set([link.fromId, link.toId])) degree.set(id, (degree.get(id) ?? 0) + 1);
  const leavesOf = new Map<number, NetworkLink[]>();
  for (const link of graph.links)
    if (link.ownership && degree.get(link.toId) === 1 && link.fromId !== link.toId && !keep.has(link.toId))
      leavesOf.set(link.fromId, [...(leavesOf.get(link.fromId) ?? []), link]);
  const byId = new Map(graph.entities.map((e) => [e.id, e]));
  const hidden = new Set<number>();
  const clusters: NetworkEntity[] = [];
  const clusterLinks: NetworkLink[] = [];
  for (const [ownerId, links] of leavesOf) {
    if (links.length < MIN_CLUSTER || expanded.has(ownerId)) continue;
    const members = links.map((l) => byId.get(l.toId)!).filter(Boolean);
    members.forEach((m) => hidden.add(m.id));
    const kind = kindOf(members);
    clusters.push({
      id: -ownerId,
      name: `+${members.length} ${kind}`,
      type: members[0]!.type,
      cluster: { ownerId, memberIds: members.map((m) => m.id), kind },
    });
    clusterLinks.push({
      relationshipId: -ownerId,
      fromId: ownerId,
      toId: -ownerId,
      type: 'cluster',
      percentage: null,
      ownership: true,
    });
  }
  if (clusters.length === 0) return graph;
  return {
    entities: [...graph.entities.filter((e) => !hidden.has(e.id)), ...clusters],
    links: [...graph.links.filter((l) => !hidden.has(l.toId)), ...clusterLinks],
  };
}
