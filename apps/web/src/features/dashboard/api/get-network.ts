import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityType } from '@ledgerline/contracts';
import { getAsOf, previousOfSameMoment } from '@/lib/as-of';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/entities/network (docs/api-lists.md 'Graphs'): a bounded slice of the account's links. */
export interface NetworkAnswer {
  nodes: { id: number; name: string; type: EntityType; status: string }[];
  edges: {
    relationshipId: number;
    fromId: number;
    toId: number;
    type: string;
    percentage: number | null;
    ownership: boolean;
  }[];
  truncated: boolean;
  totalNodes: number;
}

export interface NetworkParams {
  groupId: number | null;
  /** The ownership chain of one entity instead of the whole view. */
  focusId: number | null;
  /** The links in force on this day (YYYY-MM-DD), null for today. */
  asOf: string | null;
  /** The links as the register held them at this recorded moment (ISO with offset), null for as known now. */
  knownAt: string | null;
}

export async function getNetwork({ groupId, focusId, asOf, knownAt }: NetworkParams): Promise<NetworkAnswer> {
  const search = new URLSearchParams();
  if (groupId !== null) search.set('groupId', String(groupId));
  if (focusId !== null) search.set('focusId', String(focusId));
  return (await getAsOf<NetworkAnswer>('/api/entities/network', { asOf, knownAt }, search)).body;
}

export const networkQueryOptions = (params: NetworkParams) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'network', params] as const,
    queryFn: () => getNetwork(params),
    staleTime: 30_000,
    placeholderData: previousOfSameMoment(params),
  });

export function useNetwork(params: NetworkParams, enabled = true) {
  return useQuery({ ...networkQueryOptions(params), enabled });
}
