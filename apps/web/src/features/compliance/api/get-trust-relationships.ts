import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelationshipView } from '@ledgerline/contracts';
import { getAsOf } from '@/lib/as-of';
import { queryRoots } from '@/lib/query-keys';
import { isValidId } from './compliance-keys';

/**
 * The full relationship rows (with notes) that the organogram groups by role; as of a day (YYYY-MM-DD), the
 * links in force on it. Today's rows share their cache entry with the other readers of an entity's links.
 */
export const trustRelationshipsQueryOptions = (trustId: number, asOf: string | null = null) =>
  queryOptions({
    queryKey: [...queryRoots.relationships, 'of-entity', trustId, ...(asOf ? [{ asOf }] : [])] as const,
    queryFn: async () =>
      (await getAsOf<RelationshipView[]>(`/api/entities/${trustId}/relationships`, asOf)).body ?? [],
    enabled: isValidId(trustId),
  });

export function useTrustRelationships(trustId: number, asOf: string | null = null) {
  return useQuery(trustRelationshipsQueryOptions(trustId, asOf));
}
