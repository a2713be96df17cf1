import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/entities/key: up to five entities ranked by links, then holdings (docs/decisions/0007). */
export interface KeyEntity extends EntityView {
  connectionCount: number;
  holdingsCount: number;
  reason: string;
}

export function getKeyEntities(): Promise<KeyEntity[]> {
  return apiClient.get<KeyEntity[]>('/api/entities/key');
}

export const keyEntitiesQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.entities, 'key'] as const, queryFn: getKeyEntities });

export function useKeyEntities() {
  return useQuery(keyEntitiesQueryOptions());
}
