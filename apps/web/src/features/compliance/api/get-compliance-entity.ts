import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityDetailView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { isValidId } from '@/lib/compliance-keys';

/** The entity a compliance page is about; shares the entity detail key with the entity pages. */
export const complianceEntityQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'detail', entityId] as const,
    queryFn: () => apiClient.get<EntityDetailView>(`/api/entities/${entityId}`),
    enabled: isValidId(entityId),
  });

export function useComplianceEntity(entityId: number) {
  return useQuery(complianceEntityQueryOptions(entityId));
}
