import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletionImpactView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getDeletionImpact(entityId: number): Promise<DeletionImpactView> {
  return apiClient.get<DeletionImpactView>(`/api/entities/${entityId}/deletion-impact`);
}

/** Under the entities root, so any register change refreshes it; read fresh each time a dialog opens. */
export const deletionImpactQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'deletion-impact', entityId] as const,
    queryFn: () => getDeletionImpact(entityId),
    staleTime: 0,
  });

export function useDeletionImpact(entityId: number) {
  return useQuery(deletionImpactQueryOptions(entityId));
}
