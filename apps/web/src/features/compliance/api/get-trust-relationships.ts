import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelationshipView } from '@ledgerline/contracts';
import { getAsOf, type RegisterMoment } from '@/lib/as-of';
import { queryRoots } from '@/lib/query-keys';
import { isValidId } from '@/lib/compliance-keys';

const TODAY: RegisterMoment = { asOf: null, knownAt: null };

/**
 * The full relationship rows (with notes) that the organogram groups by role; as of a day (YYYY-MM-DD), the
 * links in force on it; as recorded at a moment, the links as the register then held them. Today's rows share
 * their cache entry with the other readers of an entity's links.
 */
export const trustRelationshipsQueryOptions = (
  trustId: number,
  { asOf, knownAt = null }: RegisterMoment = TODAY,
) =>
  queryOptions({
    queryKey: [
      ...queryRoots.relationships,
      'of-entity',
      trustId,
      ...(asOf || knownAt ? [{ asOf, knownAt }] : []),
    ] as const,
    queryFn: async () =>
      (await getAsOf<RelationshipView[]>(`/api/entities/${trustId}/relationships`, { asOf, knownAt })).body ??
      [],
    enabled: isValidId(trustId),
  });

export function useTrustRelationships(trustId: number, moment: RegisterMoment = TODAY) {
  return useQuery(trustRelationshipsQueryOptions(trustId, moment));
}
