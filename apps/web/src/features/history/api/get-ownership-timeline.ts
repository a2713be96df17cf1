import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnershipTimelineItem } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * GET /api/entities/{id}/ownership-timeline: every recorded change of a link carrying
 * ownership or control into the entity, oldest first. Under the entities root, so every register change
 * refreshes it.
 */
export const ownershipTimelineQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'ownership-timeline', entityId] as const,
    queryFn: () => apiClient.get<OwnershipTimelineItem[]>(`/api/entities/${entityId}/ownership-timeline`),
    enabled: Number.isSafeInteger(entityId) && entityId > 0,
  });

export function useOwnershipTimeline(entityId: number) {
  return useQuery(ownershipTimelineQueryOptions(entityId));
}
