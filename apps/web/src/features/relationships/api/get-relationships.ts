import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelationshipView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { listSearch, toListPage, type ListPage, type PageRequest } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';

/** The relationships list's filters: `q` from the search box, status and type ('all' for none). */
export interface RelationshipFilters {
  q?: string;
  status: string;
  type: string;
  [name: string]: string | undefined;
}

/** GET /api/relationships with the filters and one page; the total from X-Total-Count. */
export async function getRelationships(
  filters: RelationshipFilters,
  page: PageRequest,
): Promise<ListPage<RelationshipView>> {
  const answer = await apiClient.getList<RelationshipView>(`/api/relationships${listSearch(filters, page)}`);
  return toListPage(answer, page);
}

export const relationshipsQueryOptions = (filters: RelationshipFilters, page: PageRequest) =>
  queryOptions({
    queryKey: [...queryRoots.relationships, 'list', { ...filters, ...page }] as const,
    queryFn: () => getRelationships(filters, page),
  });

/** How many relationships the account holds (they count against the plan's limit): one row and the header. */
export async function getRelationshipCount(): Promise<number> {
  const answer = await apiClient.getList<RelationshipView>('/api/relationships?limit=1');
  return answer.total ?? answer.rows.length;
}

export const relationshipCountQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.relationships, 'count'] as const, queryFn: getRelationshipCount });

export function useRelationshipCount() {
  return useQuery(relationshipCountQueryOptions());
}
