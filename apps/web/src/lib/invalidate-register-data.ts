import type { Query, QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';

/** Reads about one entity, keyed `[root, name, entityId]`: gone with it when it is deleted. */
const ENTITY_SCOPED = new Set([
  'detail',
  'deletion-impact',
  'ownership-timeline',
  'of-entity',
  'share-allocation',
]);
const isAbout = (query: Query, entityId: number) =>
  ENTITY_SCOPED.has(query.queryKey[1] as string) && query.queryKey[2] === entityId;

/**
 * Spec 001 section 7: after any create, update or delete the entity lists, the entity, the limit,
 * relationships, assets and the dashboard are refreshed. All entity reads live under the entities root.
 * After a delete, the reads about the deleted entity are dropped instead of read again (each would answer 404
 * while its page, or its delete dialog, is still closing).
 */
export function invalidateRegisterData(
  queryClient: QueryClient,
  { deletedEntityId }: { deletedEntityId?: number } = {},
): Promise<unknown> {
  const roots = [queryRoots.entities, queryRoots.relationships, queryRoots.assets, queryRoots.dashboard];
  if (deletedEntityId !== undefined) {
    const gone = (query: Query) => isAbout(query, deletedEntityId);
    void queryClient.cancelQueries({ predicate: gone });
    queryClient.removeQueries({ predicate: gone });
  }
  return Promise.all(
    roots.map((queryKey) =>
      queryClient.invalidateQueries({
        queryKey,
        predicate: (query) => deletedEntityId === undefined || !isAbout(query, deletedEntityId),
      }),
    ),
  );
}
