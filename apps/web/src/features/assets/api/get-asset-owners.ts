import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The account's entities of every kind, the choices for an asset's owner. */
export function getAssetOwners(): Promise<EntityView[]> {
  return apiClient.get<EntityView[]>('/api/entities');
}

export const assetOwnersQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { type: 'all' }] as const,
    queryFn: getAssetOwners,
  });

export function useAssetOwners() {
  return useQuery(assetOwnersQueryOptions());
}
