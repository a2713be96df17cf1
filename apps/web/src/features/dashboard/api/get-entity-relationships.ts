import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityView, RelationshipSummary } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/entities/relationships: every entity with the links it is source or target of. */
export interface EntityWithRelationships extends EntityView {
  sourceRelationships: RelationshipSummary[];
  targetRelationships: RelationshipSummary[];
}

export function getEntityRelationships(): Promise<EntityWithRelationships[]> {
  return apiClient.get<EntityWithRelationships[]>('/api/entities/relationships');
}

export const entityRelationshipsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'relationships'] as const,
    queryFn: getEntityRelationships,
  });

export function useEntityRelationships() {
  return useQuery(entityRelationshipsQueryOptions());
}
