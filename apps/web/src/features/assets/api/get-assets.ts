import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getAssets(): Promise<AssetView[]> {
  return apiClient.get<AssetView[]>('/api/assets');
}

export const assetsQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.assets, 'list'] as const, queryFn: getAssets });

export function useAssets() {
  return useQuery(assetsQueryOptions());
}
