import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getAsset(assetId: number): Promise<AssetView> {
  return apiClient.get<AssetView>(`/api/assets/${assetId}`);
}

export const assetQueryOptions = (assetId: number) =>
  queryOptions({
    queryKey: [...queryRoots.assets, 'detail', assetId] as const,
    queryFn: () => getAsset(assetId),
    enabled: Number.isSafeInteger(assetId) && assetId > 0,
  });

export function useAsset(assetId: number) {
  return useQuery(assetQueryOptions(assetId));
}
