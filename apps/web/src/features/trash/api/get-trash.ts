import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrashItemView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { type ListPage, listSearch, toListPage } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';

export interface TrashPageRequest {
  offset: number;
  limit: number;
}

export async function getTrash(page: TrashPageRequest): Promise<ListPage<TrashItemView>> {
  return toListPage(await apiClient.getList<TrashItemView>(`/api/trash${listSearch({}, page)}`), page);
}

/** Under the entities root: a delete or a restore anywhere refreshes the Trash. */
export const trashQueryOptions = (page: TrashPageRequest) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'trash', page] as const,
    queryFn: () => getTrash(page),
    placeholderData: keepPreviousData,
  });

export function useTrash(page: TrashPageRequest) {
  return useQuery(trashQueryOptions(page));
}
