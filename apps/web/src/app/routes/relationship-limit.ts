import { countedLimit } from '@/lib/counted-limit';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { useRelationships } from '@/features/relationships/api/get-relationships';

export const relationshipKind = { title: 'Relationship', plural: 'relationships' };

/** Relationships count against the plan's entityLimit (spec 000 section 5). */
export function useRelationshipLimit() {
  const entityLimit = useEntityLimit().data;
  const relationships = useRelationships().data;
  return countedLimit(entityLimit, relationships?.length);
}
