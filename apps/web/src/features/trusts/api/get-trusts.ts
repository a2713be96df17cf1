import { queryOptions } from '@tanstack/react-query';
import type { EntityView, RelationshipSummary } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { listSearch, toListPage, type ListPage, type PageRequest } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';

/** The list answer: each trust with its kept-ready `compliance` and `complianceIssues` (decision 0076). */
export interface TrustListItem extends Omit<EntityView, 'compliance'> {
  compliance?: EntityView['compliance'];
  sourceRelationships?: RelationshipSummary[];
  targetRelationships?: RelationshipSummary[];
}

/** The trusts list's filters: `q` from the search box, status and group ('all' for none). */
export interface TrustFilters {
  q?: string;
  status: string;
  groupId: string;
  [name: string]: string | undefined;
}

/** GET /api/entities?type=trust with the filters and one page; the total from X-Total-Count. */
export async function getTrusts(filters: TrustFilters, page: PageRequest): Promise<ListPage<TrustListItem>> {
  const answer = await apiClient.getList<TrustListItem>(
    `/api/entities${listSearch({ type: 'trust', ...filters }, page)}`,
  );
  return toListPage(answer, page);
}

export const trustsQueryOptions = (filters: TrustFilters, page: PageRequest) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { type: 'trust', ...filters, ...page }] as const,
    queryFn: () => getTrusts(filters, page),
  });
