import { useMemo } from 'react';
import { useGroupEntities } from '../../api/get-dashboard-groups';
import { useEntityRelationships } from '../../api/get-entity-relationships';
import { buildNetworkGraph, type NetworkLink } from './network-graph';
import { layoutNetwork, type PositionedNode } from './network-layout';

export type OwnershipNetwork =
  | { status: 'loading' }
  | { status: 'load-error'; title: string; detail: unknown; retry: () => void }
  | { status: 'processing-error' }
  | { status: 'ready'; nodes: PositionedNode[]; links: NetworkLink[] };

/** The relationships read, narrowed to the selected group on the client, laid out for the chart. */
export function useOwnershipNetwork(groupChoice: number | null | undefined): OwnershipNetwork {
  const groupId = groupChoice ?? null;
  const relationshipsQuery = useEntityRelationships();
  const groupQuery = useGroupEntities(groupId);
  const memberIds = useMemo(
    () => (groupId !== null && groupQuery.data ? new Set(groupQuery.data.entities.map((e) => e.id)) : null),
    [groupId, groupQuery.data],
  );
  const layout = useMemo(() => {
    if (!relationshipsQuery.data) return null;
    try {
      const graph = buildNetworkGraph(relationshipsQuery.data, memberIds);
      return { nodes: layoutNetwork(graph.entities, graph.links), links: graph.links };
    } catch {
      return 'failed' as const;
    }
  }, [relationshipsQuery.data, memberIds]);

  if (relationshipsQuery.isError) {
    const retry = () => void relationshipsQuery.refetch();
    return {
      status: 'load-error',
      title: 'Failed to fetch relationships.',
      detail: relationshipsQuery.error,
      retry,
    };
  }
  if (groupId !== null && groupQuery.isError) {
    const retry = () => void groupQuery.refetch();
    return {
      status: 'load-error',
      title: 'Failed to fetch group entities.',
      detail: groupQuery.error,
      retry,
    };
  }
  if (layout === null || groupChoice === undefined || (groupId !== null && !memberIds))
    return { status: 'loading' };
  if (layout === 'failed') return { status: 'processing-error' };
  return { status: 'ready', ...layout };
}
