import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelationshipView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { isValidId } from './compliance-keys';

/** The full relationship rows (with notes) that the organogram groups by role. */
export const trustRelationshipsQueryOptions = (trustId: number) =>
  queryOptions({
    queryKey: [...queryRoots.relationships, 'of-entity', trustId] as const,
    queryFn: () => apiClient.get<RelationshipView[]>(`/api/entities/${trustId}/relationships`),
    enabled: isValidId(trustId),
  });

export function useTrustRelationships(trustId: number) {
  return useQuery(trustRelationshipsQueryOptions(trustId));
}
