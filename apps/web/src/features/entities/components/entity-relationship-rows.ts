import type { EntityDetailView, RelationshipSummary } from '@ledgerline/contracts';

export type EntityNoun = 'company' | 'individual' | 'trust';

/** One relationship as seen from the entity whose page is open. */
export interface EntityRelationshipRow {
  id: number;
  type: string;
  /** 'from': the entity is the source (it owns/controls the related entity); 'to': it is the target. */
  direction: 'from' | 'to';
  relatedEntityId: number;
  relatedEntityName: string;
  ownershipPercentage: number | null;
  startDate: string | null;
}

type EntityRelationships = Pick<EntityDetailView, 'sourceRelationships' | 'targetRelationships'>;

function toRow(relationship: RelationshipSummary, direction: 'from' | 'to'): EntityRelationshipRow {
  const relatedId = direction === 'from' ? relationship.targetEntityId : relationship.sourceEntityId;
  const related = direction === 'from' ? relationship.targetEntity : relationship.sourceEntity;
  return {
    id: relationship.id,
    type: relationship.type,
    direction,
    relatedEntityId: relatedId,
    relatedEntityName: related?.name ?? `Entity #${relatedId}`,
    ownershipPercentage: relationship.ownershipPercentage,
    startDate: relationship.startDate,
  };
}

/** Source relationships read 'From this entity', target relationships 'To this entity'. */
export function buildRelationshipRows(entity: EntityRelationships): EntityRelationshipRow[] {
  return [
    ...(entity.sourceRelationships ?? []).map((r) => toRow(r, 'from')),
    ...(entity.targetRelationships ?? []).map((r) => toRow(r, 'to')),
  ];
}

export const directionNote = (row: EntityRelationshipRow, noun: EntityNoun) =>
  row.direction === 'from' ? `From this ${noun}` : `To this ${noun}`;

export const relatedLabel = (row: EntityRelationshipRow) =>
  row.direction === 'from' ? 'Owns/Controls' : 'Owned/Controlled by';
