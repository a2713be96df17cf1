import { cached, type GraphIndex } from './graph-index';
import { ComponentSolver } from './component-solver';
import { stronglyConnected, TarjanScratch } from './strongly-connected';

/** Integrated ownership of one target: fraction of it held, directly and through chains, by each upstream entity. */
export interface UpstreamOwnership {
  target: number;
  /** Upstream entities (dense indexes), target included, holders before the entities they hold. */
  nodes: number[];
  /** Fraction of the target integrated-held by nodes[k]; for the target itself, what returns to it through loops. */
  values: Float64Array;
  singularLoop: boolean;
}

export function scratchOf(index: GraphIndex): TarjanScratch {
  return cached(index, 'tarjan-scratch', () => new TarjanScratch(index.size));
}

/**
 * v = a_t + A v on the target's upstream subgraph only (Brioschi et al. 1989): components are solved
 * from the target upwards, each one with the inflow of the components it holds already settled.
 */
export function solveUpstream(index: GraphIndex, target: number): UpstreamOwnership {
  const { start, from, weight } = index.owners;
  const scratch = scratchOf(index);
  const components = stronglyConnected([target], [index.owners], scratch);
  const nodes = components.nodes;
  const position = scratch.position;
  nodes.forEach((node, k) => (position[node] = k));
  const values = new Float64Array(nodes.length);
  for (let e = start[target]; e < start[target + 1]; e++) values[position[from[e]]] += weight[e];
  let singularLoop = false;
  for (let c = components.starts.length - 2; c >= 0; c--) {
    const first = components.starts[c];
    const end = components.starts[c + 1];
    if (end - first > 1)
      singularLoop = solveInside(index, nodes, position, values, first, end) || singularLoop;
    for (let k = first; k < end; k++) {
      const node = nodes[k];
      for (let e = start[node]; e < start[node + 1]; e++) {
        const holder = position[from[e]];
        // Components are contiguous in `nodes`: a holder outside [first, end) is in another one.
        if (holder < first || holder >= end) values[holder] += weight[e] * values[k];
      }
    }
  }
  return { target, nodes, values, singularLoop };
}

type SolverEntry = { members: number[]; solver: ComponentSolver };

/** The solver of the component made of `members`, built on first use and kept with the graph index. */
function solverOf(index: GraphIndex, members: number[]): SolverEntry {
  const solvers = cached(index, 'component-solvers', () => new Map<number, SolverEntry>());
  const sorted = members.slice().sort((a, b) => a - b);
  const known = solvers.get(sorted[0]);
  if (known) return known;
  const { start, from, weight } = index.owners;
  const place = new Map(sorted.map((node, k) => [node, k]));
  const holder: number[] = [];
  const held: number[] = [];
  const fraction: number[] = [];
  sorted.forEach((node, k) => {
    for (let e = start[node]; e < start[node + 1]; e++) {
      const p = place.get(from[e]);
      if (p === undefined) continue;
      holder.push(p);
      held.push(k);
      fraction.push(weight[e]);
    }
  });
  const edges = {
    holder: Int32Array.from(holder),
    held: Int32Array.from(held),
    fraction: Float64Array.from(fraction),
  };
  const entry = { members: sorted, solver: new ComponentSolver(sorted.length, edges) };
  solvers.set(sorted[0], entry);
  return entry;
}

function solveInside(
  index: GraphIndex,
  nodes: number[],
  position: Int32Array,
  values: Float64Array,
  first: number,
  end: number,
): boolean {
  const { members, solver } = solverOf(index, nodes.slice(first, end));
  const inflow = Float64Array.from(members, (node) => values[position[node]]);
  const solution = solver.solve(inflow);
  members.forEach((node, k) => (values[position[node]] = solution.values[k]));
  return solution.singular;
}

/** Fraction of the target integrated-held by every upstream entity, natural and legal (the target excluded). */
export function integratedOwnershipOf(index: GraphIndex, target: number): Map<number, number> {
  const upstream = solveUpstream(index, target);
  const result = new Map<number, number>();
  upstream.nodes.forEach((node, k) => {
    if (node !== target) result.set(index.ids[node], upstream.values[k]);
  });
  return result;
}
