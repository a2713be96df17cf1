import { layoutNetwork } from './network-layout';
import type { LayoutRequest, LayoutResponse } from './use-network-layout';

/** Runs the layered layout off the main thread, so a large network never blocks scrolling or input. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: LayoutResponse): void;
};

scope.onmessage = ({ data }) => {
  try {
    scope.postMessage({ sequence: data.sequence, nodes: layoutNetwork(data.entities, data.links) });
  } catch {
    scope.postMessage({ sequence: data.sequence, nodes: null });
  }
};
