import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Every entity of the account, for the organisation chart's Root Entity select. */
export function getEntityOptions(): Promise<EntityView[]> {
  return apiClient.get<EntityView[]>('/api/entities');
}

/** Spec 000 section 7: the entity list is cached for 60 seconds. */
export const entityOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { type: 'all' }] as const,
    queryFn: getEntityOptions,
    staleTime: 60_000,
  });

export function useEntityOptions() {
  return useQuery(entityOptionsQueryOptions());
}
