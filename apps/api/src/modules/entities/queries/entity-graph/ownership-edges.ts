import type { RelationshipView } from '@ledgerline/contracts';

export interface OwnershipEdge {
  ownerId: number;
  ownedId: number;
  percentage: number | null;
  relationshipId: number;
  relationshipType: string;
}

/**
 * Who owns whom, by the direction convention (docs/api-entity-register.md): shareholder and parent mean the
 * source owns the target; subsidiary means the target owns the source. Inactive or ended links do not count.
 */
export function ownershipEdges(relationships: RelationshipView[], today: string): OwnershipEdge[] {
  return relationships.flatMap((r): OwnershipEdge[] => {
    if (!r.isActive || (r.endDate && r.endDate < today)) return [];
    const base = { percentage: r.ownershipPercentage, relationshipId: r.id, relationshipType: r.type };
    if (r.type === 'shareholder' || r.type === 'parent')
      return [{ ...base, ownerId: r.sourceEntityId, ownedId: r.targetEntityId }];
    if (r.type === 'subsidiary') return [{ ...base, ownerId: r.targetEntityId, ownedId: r.sourceEntityId }];
    return [];
  });
}
