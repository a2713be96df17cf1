import type { EntityView, RelationshipView } from '@ledgerline/contracts';
import { ownershipEdges } from './ownership-edges';

export interface KeyEntity extends EntityView {
  connectionCount: number;
  holdingsCount: number;
  reason: string;
}

/**
 * docs/decisions/0007-key-entities.md: the entities that matter most to the structure — ranked by how many
 * active links touch them, then by how many entities they hold shares in, then by name.
 */
export function rankKeyEntities(
  entities: EntityView[],
  relationships: RelationshipView[],
  today: string,
  limit = 5,
): KeyEntity[] {
  const active = relationships.filter((r) => r.isActive && !(r.endDate && r.endDate < today));
  const connections = new Map<number, number>();
  for (const r of active)
    for (const id of [r.sourceEntityId, r.targetEntityId])
      connections.set(id, (connections.get(id) ?? 0) + 1);
  const holdings = new Map<number, number>();
  for (const edge of ownershipEdges(active, today))
    holdings.set(edge.ownerId, (holdings.get(edge.ownerId) ?? 0) + 1);
  return entities
    .map((entity) => {
      const connectionCount = connections.get(entity.id) ?? 0;
      const holdingsCount = holdings.get(entity.id) ?? 0;
      const reason =
        holdingsCount > 0
          ? `Holds interests in ${holdingsCount} entit${holdingsCount === 1 ? 'y' : 'ies'}`
          : `${connectionCount} connection${connectionCount === 1 ? '' : 's'}`;
      return { ...entity, connectionCount, holdingsCount, reason };
    })
    .sort(
      (a, b) =>
        b.connectionCount - a.connectionCount ||
        b.holdingsCount - a.holdingsCount ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit);
}
