import { RELATIONSHIP_TYPES, type EntityRef, type RelationshipView } from '@ledgerline/contracts';
import type { SelectOption } from '@/components/ui/select';
import { relationshipTypeLabel } from './relationship-labels';

/**
 * Spec 001 section 4: types already used between the chosen source and target are removed from the choices.
 * The pair is ordered, as the server's duplicate rule is (A shareholder of B does not use up B shareholder
 * of A); the relationship being edited keeps its own type.
 */
export function availableTypeOptions(
  sourceRelationships: readonly RelationshipView[],
  source: number,
  target: number,
  editingId?: number,
): SelectOption[] {
  const used = new Set(
    source && target
      ? sourceRelationships
          .filter(
            (row) => row.id !== editingId && row.sourceEntityId === source && row.targetEntityId === target,
          )
          .map((row) => row.type)
      : [],
  );
  return RELATIONSHIP_TYPES.filter((type) => !used.has(type)).map((type) => ({
    value: type,
    label: relationshipTypeLabel(type),
  }));
}

/** Entities already linked to the source in either direction: the choices when adding an additional type. */
export function relatedEntities(
  sourceRelationships: readonly RelationshipView[],
  source: number,
): EntityRef[] {
  const related = new Map<number, EntityRef>();
  for (const row of sourceRelationships) {
    if (row.sourceEntityId === source) related.set(row.targetEntityId, row.targetEntity);
    if (row.targetEntityId === source) related.set(row.sourceEntityId, row.sourceEntity);
  }
  return [...related.values()];
}
