import type { IncomingEdges } from './graph-index';

/** Reusable marks sized to the whole graph, so one upstream search costs only what it visits. */
export class TarjanScratch {
  readonly seen: Int32Array;
  readonly onStack: Int32Array;
  readonly order: Int32Array;
  readonly low: Int32Array;
  /** Free for the caller between searches: e.g. each visited node's place in the result. */
  readonly position: Int32Array;
  generation = 0;

  constructor(size: number) {
    this.seen = new Int32Array(size);
    this.onStack = new Int32Array(size);
    this.order = new Int32Array(size);
    this.low = new Int32Array(size);
    this.position = new Int32Array(size);
  }
}

/** Components in emission order: every component comes after all components reachable from it. */
export interface Components {
  nodes: number[];
  /** Component c is nodes[starts[c] .. starts[c + 1]). */
  starts: number[];
}

/**
 * Tarjan's algorithm with an explicit call stack (deep ownership chains must not overflow the JS
 * stack), following the edges of `lists` from each root: edges run from an entity to its holders.
 */
export function stronglyConnected(
  roots: Iterable<number>,
  lists: readonly IncomingEdges[],
  scratch: TarjanScratch,
): Components {
  const generation = ++scratch.generation;
  const { seen, onStack, order, low } = scratch;
  const result: Components = { nodes: [], starts: [0] };
  const stack: number[] = [];
  const frames: number[] = [];
  const cursors: number[] = [];
  let counter = 0;
  const enter = (v: number) => {
    seen[v] = generation;
    onStack[v] = generation;
    order[v] = low[v] = counter++;
    stack.push(v);
    frames.push(v);
    cursors.push(0);
  };
  const neighbour = (v: number, k: number): number => {
    for (const list of lists) {
      const degree = list.start[v + 1] - list.start[v];
      if (k < degree) return list.from[list.start[v] + k];
      k -= degree;
    }
    return -1;
  };
  for (const root of roots) {
    if (seen[root] === generation) continue;
    enter(root);
    while (frames.length > 0) {
      const top = frames.length - 1;
      const v = frames[top];
      const w = neighbour(v, cursors[top]++);
      if (w >= 0) {
        if (seen[w] !== generation) enter(w);
        else if (onStack[w] === generation && order[w] < low[v]) low[v] = order[w];
        continue;
      }
      frames.pop();
      cursors.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1];
        if (low[v] < low[parent]) low[parent] = low[v];
      }
      if (low[v] !== order[v]) continue;
      let member: number;
      do {
        member = stack.pop() as number;
        onStack[member] = 0;
        result.nodes.push(member);
      } while (member !== v);
      result.starts.push(result.nodes.length);
    }
  }
  return result;
}
