import { RELATIONSHIP_TYPES, type EntityView, type RelationshipView } from '@ledgerline/contracts';
import type { SelectOption } from '@/components/ui/select';
import { relationshipTypeLabel } from './relationship-labels';

const samePair = (row: RelationshipView, source: number, target: number) =>
  (row.sourceEntityId === source && row.targetEntityId === target) ||
  (row.sourceEntityId === target && row.targetEntityId === source);

/**
 * Spec 001 section 4: types already used between the chosen source and target are removed from the choices.
 * The pair is taken in both directions (a shareholder link already says who holds whom); the relationship being
 * edited keeps its own type.
 */
export function availableTypeOptions(
  relationships: readonly RelationshipView[],
  source: number,
  target: number,
  editingId?: number,
): SelectOption[] {
  const used = new Set(
    source && target
      ? relationships
          .filter((row) => row.id !== editingId && samePair(row, source, target))
          .map((row) => row.type)
      : [],
  );
  return RELATIONSHIP_TYPES.filter((type) => !used.has(type)).map((type) => ({
    value: type,
    label: relationshipTypeLabel(type),
  }));
}

/** Entities already linked to the source in either direction: the choices when adding an additional type. */
export function relatedEntityIds(relationships: readonly RelationshipView[], source: number): Set<number> {
  const ids = new Set<number>();
  for (const row of relationships) {
    if (row.sourceEntityId === source) ids.add(row.targetEntityId);
    if (row.targetEntityId === source) ids.add(row.sourceEntityId);
  }
  return ids;
}

const kindNames: Record<string, string> = { company: 'Company', individual: 'Individual', trust: 'Trust' };

export function entityOptions(entities: readonly EntityView[]): SelectOption[] {
  return entities.map((entity) => ({
    value: String(entity.id),
    label: `${entity.name} (${kindNames[entity.type] ?? entity.type})`,
  }));
}
