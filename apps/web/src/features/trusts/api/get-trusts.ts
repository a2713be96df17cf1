import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityView, RelationshipSummary } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The list answer carries each trust's relationships, from which the compliance column is computed. */
export interface TrustListItem extends EntityView {
  sourceRelationships?: RelationshipSummary[];
  targetRelationships?: RelationshipSummary[];
}

export function getTrusts(): Promise<TrustListItem[]> {
  return apiClient.get<TrustListItem[]>('/api/entities?type=trust');
}

export const trustsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { type: 'trust' }] as const,
    queryFn: getTrusts,
  });

export function useTrusts() {
  return useQuery(trustsQueryOptions());
}
