import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelationshipView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * GET /api/entities/{id}/relationships: the links of the chosen source, in both directions. The form takes
 * from them the types already used towards a target and, for an additional type, the entities already linked.
 */
export function getEntityRelationships(entityId: number): Promise<RelationshipView[]> {
  return apiClient.get<RelationshipView[]>(`/api/entities/${entityId}/relationships`);
}

export const entityRelationshipsQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: [...queryRoots.relationships, 'of-entity', entityId] as const,
    queryFn: () => getEntityRelationships(entityId),
    enabled: Number.isSafeInteger(entityId) && entityId > 0,
  });

export function useEntityRelationships(entityId: number) {
  return useQuery(entityRelationshipsQueryOptions(entityId));
}
