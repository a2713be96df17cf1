import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityDetailView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getTrust(trustId: number): Promise<EntityDetailView> {
  return apiClient.get<EntityDetailView>(`/api/entities/${trustId}`);
}

export const trustQueryOptions = (trustId: number) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'detail', trustId] as const,
    queryFn: () => getTrust(trustId),
    enabled: Number.isSafeInteger(trustId) && trustId > 0,
  });

export function useTrust(trustId: number) {
  return useQuery(trustQueryOptions(trustId));
}
