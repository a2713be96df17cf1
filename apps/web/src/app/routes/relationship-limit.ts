import { countedLimit } from '@/lib/counted-limit';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { useRelationshipCount } from '@/features/relationships/api/get-relationships';

export const relationshipKind = { title: 'Relationship', plural: 'relationships' };

/** Relationships count against the plan's entityLimit (spec 000 section 5); the count is the list's total. */
export function useRelationshipLimit() {
  const entityLimit = useEntityLimit().data;
  const relationships = useRelationshipCount().data;
  return countedLimit(entityLimit, relationships);
}
