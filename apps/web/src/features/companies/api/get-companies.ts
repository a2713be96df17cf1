import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getCompanies(): Promise<EntityView[]> {
  return apiClient.get<EntityView[]>('/api/entities?type=company');
}

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { type: 'company' }] as const,
    queryFn: getCompanies,
  });

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
