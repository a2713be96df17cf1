import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { listSearch, toListPage, type ListPage, type PageRequest } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';

/** The assets list's filters: `q` from the search box, type and status ('all' for none). */
export interface AssetFilters {
  q?: string;
  type: string;
  status: string;
  [name: string]: string | undefined;
}

/** GET /api/assets with the filters and one page; the total from X-Total-Count. */
export async function getAssets(filters: AssetFilters, page: PageRequest): Promise<ListPage<AssetView>> {
  const answer = await apiClient.getList<AssetView>(`/api/assets${listSearch(filters, page)}`);
  return toListPage(answer, page);
}

export const assetsQueryOptions = (filters: AssetFilters, page: PageRequest) =>
  queryOptions({
    queryKey: [...queryRoots.assets, 'list', { ...filters, ...page }] as const,
    queryFn: () => getAssets(filters, page),
  });

/** How many assets the account holds (they count against the plan's limit): one row and the header. */
export async function getAssetCount(): Promise<number> {
  const answer = await apiClient.getList<AssetView>('/api/assets?limit=1');
  return answer.total ?? answer.rows.length;
}

export const assetCountQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.assets, 'count'] as const, queryFn: getAssetCount });

export function useAssetCount() {
  return useQuery(assetCountQueryOptions());
}
