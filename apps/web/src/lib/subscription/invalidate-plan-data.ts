import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';

/**
 * A plan change moves the subscription, the current user's tier, the entity limit (kept under the entities
 * root as ['entities', 'limit']) and the dashboard.
 */
export function invalidatePlanData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryRoots.subscription, queryRoots.user, [...queryRoots.entities, 'limit'], queryRoots.dashboard].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
