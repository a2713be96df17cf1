import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';

/**
 * Spec 001 section 7: after any create, update or delete the entity lists, the entity, the limit,
 * relationships, assets and the dashboard are refreshed. All entity reads live under the entities root.
 */
export function invalidateRegisterData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryRoots.entities, queryRoots.relationships, queryRoots.assets, queryRoots.dashboard].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
