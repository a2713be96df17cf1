import { queryOptions } from '@tanstack/react-query';
import type { EntityView, IndividualDetailsView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { listSearch, toListPage, type ListPage, type PageRequest } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';

/** The list answer carries each individual's details (position, department, nationality). */
export interface IndividualListItem extends EntityView {
  individualDetail?: IndividualDetailsView | null;
}

/** The individuals list's filters: `q` from the search box, status and group ('all' for none). */
export interface IndividualFilters {
  q?: string;
  status: string;
  groupId: string;
  [name: string]: string | undefined;
}

/** GET /api/entities?type=individual with the filters and one page; the total from X-Total-Count. */
export async function getIndividuals(
  filters: IndividualFilters,
  page: PageRequest,
): Promise<ListPage<IndividualListItem>> {
  const answer = await apiClient.getList<IndividualListItem>(
    `/api/entities${listSearch({ type: 'individual', ...filters }, page)}`,
  );
  return toListPage(answer, page);
}

export const individualsQueryOptions = (filters: IndividualFilters, page: PageRequest) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { type: 'individual', ...filters, ...page }] as const,
    queryFn: () => getIndividuals(filters, page),
  });
