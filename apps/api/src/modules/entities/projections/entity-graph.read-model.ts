import type { EntityType } from '@ledgerline/contracts';
import type { CollectionLayouts } from '@ledgerline/projections';

/**
 * Read model of the dashboard's graphs ('Bounded graphs'): one small document per entity with its
 * active links in both directions, so the hierarchy and the network read a bounded slice of one account.
 */
export const GRAPH_NODES = 'entity_graph_nodes';
/** The projector's own copy of each relationship, to know a link's ends when it changes or goes. */
export const GRAPH_LINKS = 'entity_graph_links';
export const GRAPH_GROUPS = 'entity_graph_groups';
export const GRAPH_MEMBERS = 'entity_graph_members';

/** One active link as seen from one end. */
export interface GraphLink {
  relationshipId: number;
  type: string;
  ownershipPercentage: number | null;
  /** The entity at the other end. */
  entityId: number;
  /** Counts for levels and the hierarchy (ownership-edges.ts); other roles are drawn but do not nest. */
  ownership: boolean;
  /** A link that ended before today no longer nests in the hierarchy. */
  endDate: string | null;
}

export interface GraphNodeDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  entityId: number;
  name: string;
  nameKey: string;
  type: EntityType;
  status: string;
  /** Links into this entity: its owners, or the holders of a role in it. */
  upstream: GraphLink[];
  /** Links out of it: what it owns, or where it holds a role. */
  downstream: GraphLink[];
  /** No active ownership link into it, or the first entity (by id) of an ownership loop nobody outside owns. */
  isRoot: boolean;
  /** When it is owned only through links with an end date: the last of them (it becomes a root after that). */
  ownedUntil: string | null;
  /** It has at least one active link: the network draws it. */
  linked: boolean;
  /**
   * Ascending order of "most connected, then largest holder, then name" counting every active link, ended ones
   * too: an upper bound of the key-entity rank (docs/decisions/0007), which only ended links can lower.
   */
  keyRank: string;
}

export interface GraphLinkDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  relationshipId: number;
  sourceEntityId: number;
  targetEntityId: number;
  type: string;
  ownershipPercentage: number | null;
  isActive: boolean;
  endDate: string | null;
}

export interface GraphMemberDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  groupId: number;
  entityId: number;
}

export const graphLayouts: CollectionLayouts = {
  [GRAPH_NODES]: {
    indexes: [
      ['accountId', 'isRoot', 'nameKey'],
      ['accountId', 'ownedUntil'],
      ['accountId', 'entityId'],
      ['accountId', 'linked', 'isRoot', 'nameKey'],
      ['accountId', 'keyRank'],
    ],
  },
  [GRAPH_LINKS]: { indexes: [['accountId']] },
  [GRAPH_GROUPS]: { indexes: [['accountId']] },
  [GRAPH_MEMBERS]: { indexes: [['accountId', 'groupId', 'entityId']] },
};

/** docs/api-entity-register.md: shareholder and parent mean the source owns the target; subsidiary the reverse. */
export function linkEnds(link: Pick<GraphLinkDocument, 'sourceEntityId' | 'targetEntityId' | 'type'>) {
  if (link.type === 'subsidiary')
    return { fromId: link.targetEntityId, toId: link.sourceEntityId, ownership: true };
  const ownership = link.type === 'shareholder' || link.type === 'parent';
  return { fromId: link.sourceEntityId, toId: link.targetEntityId, ownership };
}

/** The link as both of its ends store it (each adds the entity at the other end). */
export function graphLinkOf(
  link: Pick<GraphLinkDocument, 'relationshipId' | 'type' | 'ownershipPercentage' | 'endDate'>,
  ownership: boolean,
): Omit<GraphLink, 'entityId'> {
  const { relationshipId, type, ownershipPercentage, endDate } = link;
  return { relationshipId, type, ownershipPercentage, ownership, endDate };
}

/** The rule of ownership-edges.ts for one stored link: active, and not ended before `today`. */
export const countsOn = (link: Pick<GraphLink, 'ownership' | 'endDate'>, today: string): boolean =>
  link.ownership && !(link.endDate && link.endDate < today);

/** Links touching the entity, and the entities it owns; `today` leaves out links that ended before it. */
export function keyCounts(node: Pick<GraphNodeDocument, 'upstream' | 'downstream'>, today?: string) {
  const live = (link: GraphLink) => !(today && link.endDate && link.endDate < today);
  return {
    connectionCount: [...node.upstream, ...node.downstream].filter(live).length,
    holdingsCount: node.downstream.filter((link) => link.ownership && live(link)).length,
  };
}

const KEY_COUNT_CEILING = 999_999;
const descending = (count: number) =>
  String(KEY_COUNT_CEILING - Math.min(count, KEY_COUNT_CEILING)).padStart(6, '0');

export function keyRankOf(node: Pick<GraphNodeDocument, 'upstream' | 'downstream' | 'nameKey'>): string {
  const { connectionCount, holdingsCount } = keyCounts(node);
  return `${descending(connectionCount)}:${descending(holdingsCount)}:${node.nameKey}`;
}
