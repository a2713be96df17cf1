import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from './query-keys';

/**
 * Spec 001 section 7: after any create, update or delete the entity, entity list, asset, relationship and
 * dashboard data are refreshed (the entity limit lives under the entities root).
 */
export function invalidateRegisterQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryRoots.entities, queryRoots.relationships, queryRoots.assets, queryRoots.dashboard].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
