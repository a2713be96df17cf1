import type { EntityType } from '@ledgerline/contracts';

export interface NetworkEntity {
  /** An entity id; a collapsed cluster carries the negated id of the entity whose leaves it holds. */
  id: number;
  name: string;
  type: EntityType;
  /** Set on a cluster node: the leaves it stands for ('+37 subsidiaries'). */
  cluster?: { ownerId: number; memberIds: number[]; kind: string };
}

/** A drawn link. For ownership links `fromId` owns `toId`; other roles run from the role holder. */
export interface NetworkLink {
  relationshipId: number;
  fromId: number;
  toId: number;
  type: string;
  percentage: number | null;
  ownership: boolean;
}

export interface NetworkGraph {
  entities: NetworkEntity[];
  links: NetworkLink[];
}

/** The server's answer (already filtered to the group and bounded) as the graph the chart draws. */
export function toNetworkGraph(answer: {
  nodes: readonly { id: number; name: string; type: EntityType }[];
  edges: readonly NetworkLink[];
}): NetworkGraph {
  return {
    entities: answer.nodes.map(({ id, name, type }) => ({ id, name, type })),
    links: answer.edges.map((edge) => ({ ...edge })),
  };
}

/**
 * Adds what `extra` has and `graph` lacks (a focused chain read beyond the loaded view); `graph` itself when
 * that is nothing, so a chain already drawn is not laid out again.
 */
export function mergeGraphs(graph: NetworkGraph, extra: NetworkGraph): NetworkGraph {
  const ids = new Set(graph.entities.map((e) => e.id));
  const linkIds = new Set(graph.links.map((l) => l.relationshipId));
  const entities = extra.entities.filter((e) => !ids.has(e.id));
  const links = extra.links.filter((l) => !linkIds.has(l.relationshipId));
  if (entities.length === 0 && links.length === 0) return graph;
  return { entities: [...graph.entities, ...entities], links: [...graph.links, ...links] };
}
