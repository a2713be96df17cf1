import { queryOptions } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { listSearch, toListPage, type ListPage, type PageRequest } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';

/** The all-entities list's filters: `q` from the search box, kind, status and group ('all' for none). */
export interface AllEntityFilters {
  q?: string;
  type: string;
  status: string;
  groupId: string;
  [name: string]: string | undefined;
}

/** GET /api/entities with the filters and one page: companies, individuals and trusts together. */
export async function getAllEntities(
  filters: AllEntityFilters,
  page: PageRequest,
): Promise<ListPage<EntityView>> {
  return toListPage(await apiClient.getList<EntityView>(`/api/entities${listSearch(filters, page)}`), page);
}

export const allEntitiesQueryOptions = (filters: AllEntityFilters, page: PageRequest) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { ...filters, ...page }] as const,
    queryFn: () => getAllEntities(filters, page),
  });
