import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityDetailView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/entities/{id}, read by /entities/{id} to learn which section page shows the entity. */
export function getEntity(entityId: number): Promise<EntityDetailView> {
  return apiClient.get<EntityDetailView>(`/api/entities/${entityId}`);
}

export const entityKindQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'detail', entityId] as const,
    queryFn: () => getEntity(entityId),
    enabled: Number.isSafeInteger(entityId) && entityId > 0,
  });

export function useEntityKind(entityId: number) {
  return useQuery(entityKindQueryOptions(entityId));
}
