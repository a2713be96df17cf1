import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityType } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** One node of GET /api/entities/hierarchy (the API's HierarchyNode). */
export interface HierarchyNode {
  id: number;
  name: string;
  type: EntityType;
  status: string;
  ownershipPercentage: number | null;
  relationshipType: string | null;
  /** The chain loops back to an entity above it here; the loop is not followed. */
  cycle: boolean;
  /** maxDepth (or the server's node budget) stopped the descent here. */
  truncated: boolean;
  children: HierarchyNode[];
}

export interface HierarchyParams {
  rootId: number | null;
  maxDepth: number;
}

export function getHierarchy({ rootId, maxDepth }: HierarchyParams): Promise<HierarchyNode[]> {
  const search = new URLSearchParams({ maxDepth: String(maxDepth) });
  if (rootId !== null) search.set('rootId', String(rootId));
  return apiClient.get<HierarchyNode[]>(`/api/entities/hierarchy?${search.toString()}`);
}

/** Spec 000 section 7: the hierarchy is cached for 30 seconds. */
export const hierarchyQueryOptions = (params: HierarchyParams) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'hierarchy', params] as const,
    queryFn: () => getHierarchy(params),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useHierarchy(params: HierarchyParams) {
  return useQuery(hierarchyQueryOptions(params));
}
