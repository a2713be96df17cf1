import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelationshipView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getRelationship(relationshipId: number): Promise<RelationshipView> {
  return apiClient.get<RelationshipView>(`/api/relationships/${relationshipId}`);
}

export const relationshipQueryOptions = (relationshipId: number) =>
  queryOptions({
    queryKey: [...queryRoots.relationships, 'detail', relationshipId] as const,
    queryFn: () => getRelationship(relationshipId),
    enabled: Number.isSafeInteger(relationshipId) && relationshipId > 0,
  });

export function useRelationship(relationshipId: number) {
  return useQuery(relationshipQueryOptions(relationshipId));
}
