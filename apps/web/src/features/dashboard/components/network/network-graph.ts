import type { EntityType, RelationshipSummary } from '@ledgerline/contracts';
import type { EntityWithRelationships } from '../../api/get-entity-relationships';

export interface NetworkEntity {
  id: number;
  name: string;
  type: EntityType;
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

/** docs/api-entity-register.md: shareholder and parent mean source owns target; subsidiary the reverse. */
export function toNetworkLink(r: RelationshipSummary): NetworkLink {
  const base = { relationshipId: r.id, type: r.type, percentage: r.ownershipPercentage };
  if (r.type === 'subsidiary')
    return { ...base, fromId: r.targetEntityId, toId: r.sourceEntityId, ownership: true };
  const ownership = r.type === 'shareholder' || r.type === 'parent';
  return { ...base, fromId: r.sourceEntityId, toId: r.targetEntityId, ownership };
}

/**
 * The entities and active links to draw. With a group, only links touching a member are kept, and the
 * members plus the entities linked to them are drawn (spec 000 section 4 'Group filtering').
 */
export function buildNetworkGraph(
  entities: EntityWithRelationships[],
  groupMemberIds: ReadonlySet<number> | null,
): NetworkGraph {
  const byId = new Map(entities.map((e) => [e.id, e]));
  const seen = new Set<number>();
  const links: NetworkLink[] = [];
  for (const entity of entities) {
    for (const r of [...entity.sourceRelationships, ...entity.targetRelationships]) {
      if (seen.has(r.id) || !r.isActive) continue;
      seen.add(r.id);
      if (!byId.has(r.sourceEntityId) || !byId.has(r.targetEntityId)) continue;
      if (groupMemberIds && !groupMemberIds.has(r.sourceEntityId) && !groupMemberIds.has(r.targetEntityId))
        continue;
      links.push(toNetworkLink(r));
    }
  }
  const drawn = new Set<number>(groupMemberIds ? [...groupMemberIds].filter((id) => byId.has(id)) : []);
  for (const link of links) drawn.add(link.fromId).add(link.toId);
  const drawnEntities = entities
    .filter((e) => drawn.has(e.id))
    .map(({ id, name, type }) => ({ id, name, type }))
    .sort((a, b) => a.id - b.id);
  return { entities: drawnEntities, links: links.sort((a, b) => a.relationshipId - b.relationshipId) };
}
