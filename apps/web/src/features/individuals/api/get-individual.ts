import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityDetailView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getIndividual(individualId: number): Promise<EntityDetailView> {
  return apiClient.get<EntityDetailView>(`/api/entities/${individualId}`);
}

export const individualQueryOptions = (individualId: number) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'detail', individualId] as const,
    queryFn: () => getIndividual(individualId),
    enabled: Number.isSafeInteger(individualId) && individualId > 0,
  });

export function useIndividual(individualId: number) {
  return useQuery(individualQueryOptions(individualId));
}
