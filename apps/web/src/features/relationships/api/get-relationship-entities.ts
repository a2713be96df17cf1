import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The account's entities of every kind, for the source and target selects. */
export function getRelationshipEntities(): Promise<EntityView[]> {
  return apiClient.get<EntityView[]>('/api/entities');
}

export const relationshipEntitiesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { type: 'all' }] as const,
    queryFn: getRelationshipEntities,
  });

export function useRelationshipEntities() {
  return useQuery(relationshipEntitiesQueryOptions());
}
