import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErasureCandidateView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getErasureCandidates(dueOnly: boolean): Promise<ErasureCandidateView[]> {
  return apiClient.get<ErasureCandidateView[]>(`/api/privacy/erasures?due=${dueOnly}`);
}

/** Under the entities root: deleting, restoring or erasing an individual refreshes the list. */
export const erasureCandidatesQueryOptions = (dueOnly: boolean) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'erasures', { dueOnly }] as const,
    queryFn: () => getErasureCandidates(dueOnly),
  });

export function useErasureCandidates(dueOnly: boolean) {
  return useQuery(erasureCandidatesQueryOptions(dueOnly));
}
