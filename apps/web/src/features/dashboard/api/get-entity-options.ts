import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * How many entities the Root Entity select offers (by name): a select of 10,000 options would freeze the
 * page; any other entity opens from the chart's '+N below' or from its own page.
 */
export const ROOT_OPTIONS_LIMIT = 200;

/** The first entities of the account by name, for the organisation chart's Root Entity select. */
export function getEntityOptions(): Promise<EntityView[]> {
  return apiClient.get<EntityView[]>(`/api/entities?sort=name&order=asc&limit=${ROOT_OPTIONS_LIMIT}`);
}

/** Spec 000 section 7: the entity list is cached for 60 seconds. */
export const entityOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [
      ...queryRoots.entities,
      'list',
      { type: 'all', sort: 'name', limit: ROOT_OPTIONS_LIMIT },
    ] as const,
    queryFn: getEntityOptions,
    staleTime: 60_000,
  });

export function useEntityOptions() {
  return useQuery(entityOptionsQueryOptions());
}
