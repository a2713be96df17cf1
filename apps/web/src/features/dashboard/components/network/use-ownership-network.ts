import { useMemo } from 'react';
import type { RegisterMoment } from '@/lib/as-of';
import { useNetwork } from '../../api/get-network';
import { clusterLeaves } from './network-clusters';
import { mergeGraphs, type NetworkGraph, type NetworkLink, toNetworkGraph } from './network-graph';
import type { PositionedNode } from './network-layout';
import { ownershipChain } from './ownership-chain';
import { useNetworkLayout } from './use-network-layout';

export type OwnershipNetwork =
  | { status: 'loading' }
  | { status: 'load-error'; title: string; detail: unknown; retry: () => void }
  | { status: 'processing-error' }
  | {
      status: 'ready';
      /** Everything read (clustered leaves included), for the list view and the search. */
      graph: NetworkGraph;
      /** What is drawn: positions, with leaves collapsed into clusters at large sizes. */
      nodes: PositionedNode[];
      drawnLinks: NetworkLink[];
      chain: ReadonlySet<number> | null;
      /** The focused entity's chain is being read (it was not in the loaded view), or that read failed. */
      focusChain: 'loading' | 'failed' | null;
      retryFocusChain: () => void;
      truncated: boolean;
      totalNodes: number;
    };

/**
 * The server's bounded network for the selected group (spec 000 'Group filtering' happens on the server),
 * plus the focused entity's whole chain when the loaded view may not hold it (the entity is not in it, or the
 * server cut the view), laid out off the main thread.
 */
export function useOwnershipNetwork(
  groupChoice: number | null | undefined,
  focusId: number | null,
  expanded: ReadonlySet<number>,
  { asOf, knownAt = null }: RegisterMoment = { asOf: null },
): OwnershipNetwork {
  const groupId = groupChoice ?? null;
  const networkQuery = useNetwork({ groupId, focusId: null, asOf, knownAt }, groupChoice !== undefined);
  const truncated = networkQuery.data?.truncated ?? false;
  const base = useMemo(
    () => (networkQuery.data ? toNetworkGraph(networkQuery.data) : null),
    [networkQuery.data],
  );
  const loaded = useMemo(() => new Set(base?.entities.map((e) => e.id)), [base]);
  const needsChain = focusId !== null && base !== null && (truncated || !loaded.has(focusId));
  const chainQuery = useNetwork({ groupId: null, focusId, asOf, knownAt }, needsChain);
  // Not the previous focus's chain while this one loads.
  const chainGraph = needsChain && !chainQuery.isPlaceholderData ? chainQuery.data : undefined;
  const graph = useMemo(
    () => (base && chainGraph ? mergeGraphs(base, toNetworkGraph(chainGraph)) : base),
    [base, chainGraph],
  );
  const drawn = useMemo(() => (graph ? clusterLeaves(graph, expanded) : null), [graph, expanded]);
  const layout = useNetworkLayout(drawn);
  const focusShown = focusId !== null && !!graph?.entities.some((e) => e.id === focusId);
  const chain = useMemo(
    () => (graph && focusShown && focusId !== null ? ownershipChain(focusId, graph.links) : null),
    [graph, focusShown, focusId],
  );

  if (networkQuery.isError) {
    const retry = () => void networkQuery.refetch();
    const title = groupId === null ? 'Failed to fetch relationships.' : 'Failed to fetch group entities.';
    return { status: 'load-error', title, detail: networkQuery.error, retry };
  }
  if (!graph || !drawn || groupChoice === undefined || layout.status === 'pending')
    return { status: 'loading' };
  if (layout.status === 'failed') return { status: 'processing-error' };
  return {
    status: 'ready',
    graph,
    nodes: layout.nodes,
    drawnLinks: layout.links,
    chain,
    focusChain: !needsChain || focusShown ? null : chainQuery.isError ? 'failed' : 'loading',
    retryFocusChain: () => void chainQuery.refetch(),
    truncated,
    totalNodes: networkQuery.data?.totalNodes ?? graph.entities.length,
  };
}
