import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type GroupDetailView,
  type GroupMemberView,
  type GroupView,
} from '@ledgerline/contracts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { apiClient } from '@/lib/api-client';
import { listSearch, toListPage, type ListPage, type PageRequest } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';

/** One page of a group's members, in natural name order, matching `q` (name, registration number, e-mail). */
export interface MemberPageRequest extends Pick<PageRequest, 'offset' | 'limit'> {
  q?: string;
}

export interface GroupPage {
  group: GroupView;
  members: ListPage<GroupMemberView>;
}

/**
 * GET /api/groups/{id}/entities with limit/offset/q: the group and one page of its members, their number in
 * X-Total-Count. A server that does not page answers every member; the page is cut out of them here.
 */
export async function getGroupPage(groupId: number, request: MemberPageRequest): Promise<GroupPage> {
  const { q, offset, limit } = request;
  const { body, total } = await apiClient.getCounted<GroupDetailView>(
    `/api/groups/${groupId}/entities${listSearch({ q }, { offset, limit, sort: 'name' })}`,
  );
  const { entities, ...group } = body;
  return { group, members: toListPage({ rows: entities, total }, request) };
}

export const groupPageQueryOptions = (groupId: number, request: MemberPageRequest) =>
  queryOptions({
    queryKey: [...queryRoots.groups, 'detail', groupId, request] as const,
    queryFn: () => getGroupPage(groupId, request),
    enabled: Number.isSafeInteger(groupId) && groupId > 0,
  });

/**
 * The group detail's reads: the group with the members page shown, the search box (debounced into `q`), the
 * page size and the page. The previous page stays on screen while the next one loads.
 */
export function useGroupPage(groupId: number) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim()) || undefined;
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [pageIndex, setPageIndex] = useState(0);
  const query = useQuery({
    ...groupPageQueryOptions(groupId, { q, offset: pageIndex * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
  });
  const total = query.isPlaceholderData ? undefined : query.data?.members.total;
  // A removal can leave the last page empty: show the one before it.
  if (total !== undefined && pageIndex > 0 && pageIndex * pageSize >= total)
    setPageIndex(Math.max(0, Math.ceil(total / pageSize) - 1));
  return {
    query,
    search,
    q,
    pageIndex,
    pageSize,
    setSearch: (value: string) => {
      setSearch(value);
      setPageIndex(0);
    },
    setPageIndex,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPageIndex(0);
    },
  };
}
