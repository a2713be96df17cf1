import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityDetailView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getCompany(companyId: number): Promise<EntityDetailView> {
  return apiClient.get<EntityDetailView>(`/api/entities/${companyId}`);
}

export const companyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'detail', companyId] as const,
    queryFn: () => getCompany(companyId),
    enabled: Number.isSafeInteger(companyId) && companyId > 0,
  });

export function useCompany(companyId: number) {
  return useQuery(companyQueryOptions(companyId));
}
