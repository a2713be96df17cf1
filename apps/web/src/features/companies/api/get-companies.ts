import { queryOptions } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { listSearch, toListPage, type ListPage, type PageRequest } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';

/** The companies list's filters: `q` from the search box, status and group ('all' for none). */
export interface CompanyFilters {
  q?: string;
  status: string;
  groupId: string;
  [name: string]: string | undefined;
}

/** GET /api/entities?type=company with the filters and one page; the total from X-Total-Count. */
export async function getCompanies(
  filters: CompanyFilters,
  page: PageRequest,
): Promise<ListPage<EntityView>> {
  const answer = await apiClient.getList<EntityView>(
    `/api/entities${listSearch({ type: 'company', ...filters }, page)}`,
  );
  return toListPage(answer, page);
}

/** Every page of every filter sits under this key, so one invalidation refreshes the list. */
export const companiesListKey = [...queryRoots.entities, 'list', { type: 'company' }] as const;

export const companiesQueryOptions = (filters: CompanyFilters, page: PageRequest) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { type: 'company', ...filters, ...page }] as const,
    queryFn: () => getCompanies(filters, page),
  });
