import { queryOptions } from '@tanstack/react-query';
import type { SearchHitView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Hits shown in the top bar's results (the route allows up to 50). */
export const SEARCH_HIT_LIMIT = 20;

/** GET /api/search?q=&limit=: companies, individuals, trusts, relationships, assets and groups, best first. */
export function searchRecords(q: string): Promise<SearchHitView[]> {
  return apiClient.get<SearchHitView[]>(`/api/search?q=${encodeURIComponent(q)}&limit=${SEARCH_HIT_LIMIT}`);
}

// Under the entities root, so a change to the register (which invalidates it) refreshes the hits too.
export const searchRecordsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'cross-record-search', q] as const,
    queryFn: () => searchRecords(q),
    enabled: q !== '',
    staleTime: 30_000,
  });
