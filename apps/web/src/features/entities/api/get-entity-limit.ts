import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityLimitView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getEntityLimit(): Promise<EntityLimitView> {
  return apiClient.get<EntityLimitView>('/api/entities/limit');
}

export const entityLimitQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.entities, 'limit'] as const, queryFn: getEntityLimit });

export function useEntityLimit() {
  return useQuery(entityLimitQueryOptions());
}
