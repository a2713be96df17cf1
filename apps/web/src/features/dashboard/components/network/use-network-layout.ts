import { useEffect, useMemo, useRef, useState } from 'react';
import type { NetworkEntity, NetworkGraph, NetworkLink } from './network-graph';
import { layoutNetwork, type PositionedNode } from './network-layout';

export interface LayoutRequest {
  sequence: number;
  entities: NetworkEntity[];
  links: NetworkLink[];
}
export interface LayoutResponse {
  sequence: number;
  /** Null when the layout failed. */
  nodes: PositionedNode[] | null;
}

/** Up to this many entities the layout takes a few milliseconds and runs in place. */
const IN_PLACE_LIMIT = 60;

export type NetworkLayout =
  | { status: 'pending' }
  | { status: 'failed' }
  /** `links` are those of the graph the positions were computed for. */
  | { status: 'ready'; nodes: PositionedNode[]; links: NetworkLink[] };

function layoutInPlace(graph: NetworkGraph): NetworkLayout {
  try {
    return { status: 'ready', nodes: layoutNetwork(graph.entities, graph.links), links: graph.links };
  } catch {
    return { status: 'failed' };
  }
}

/**
 * The positions of `graph`: small graphs at once, larger ones from a Web Worker (the newest answer wins;
 * the previous drawing stays up until it arrives).
 */
export function useNetworkLayout(graph: NetworkGraph | null): NetworkLayout {
  const small = graph !== null && (graph.entities.length <= IN_PLACE_LIMIT || typeof Worker === 'undefined');
  const inPlace = useMemo(() => (graph && small ? layoutInPlace(graph) : null), [graph, small]);
  const [fromWorker, setFromWorker] = useState<{ graph: NetworkGraph; layout: NetworkLayout } | null>(null);
  const worker = useRef<Worker | null>(null);
  const sequence = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    if (!graph || small) return;
    worker.current ??= new Worker(new URL('./network-layout.worker.ts', import.meta.url), { type: 'module' });
    const current = ++sequence.current;
    worker.current.onmessage = ({ data }: MessageEvent<LayoutResponse>) => {
      if (data.sequence !== current) return;
      const layout: NetworkLayout = data.nodes
        ? { status: 'ready', nodes: data.nodes, links: graph.links }
        : { status: 'failed' };
      setFromWorker({ graph, layout });
    };
    worker.current.onerror = () => setFromWorker({ graph, layout: { status: 'failed' } });
    const request: LayoutRequest = { sequence: current, entities: graph.entities, links: graph.links };
    worker.current.postMessage(request);
  }, [graph, small]);

  if (inPlace) return inPlace;
  if (fromWorker && (fromWorker.graph === graph || fromWorker.layout.status === 'ready'))
    return fromWorker.layout;
  return { status: 'pending' };
}
