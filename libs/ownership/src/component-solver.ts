/** Tolerances of the cross-holding solve. */
const CLOSED_COLUMN = 1 - 1e-9;
const CONVERGED = 1e-14;
const DIVERGED = 1e6;
const WORK_BUDGET = 2e7;

export interface ComponentEdges {
  /** Position (inside the component) of the holder. */
  holder: Int32Array;
  /** Position of the held entity. */
  held: Int32Array;
  fraction: Float64Array;
}

export interface ComponentSolution {
  values: Float64Array;
  singular: boolean;
}

/**
 * Solves x = e + A x inside one strongly connected component by Jacobi (Neumann) iteration.
 * With every entity's holders summing to at most 100%, the spectral radius is 1 exactly when every
 * member is wholly held inside the component (a closed loop with no outside holder, I - A singular);
 * that case, divergence on inconsistent data and a spent iteration budget are reported as singular and
 * keep the loop-free figures `e`, so the caller never hangs.
 */
export function solveComponent(inflow: Float64Array, edges: ComponentEdges): ComponentSolution {
  const size = inflow.length;
  const heldInside = new Float64Array(size);
  for (let k = 0; k < edges.held.length; k++) heldInside[edges.held[k]] += edges.fraction[k];
  if (heldInside.every((sum) => sum >= CLOSED_COLUMN)) {
    return { values: Float64Array.from(inflow), singular: true };
  }
  const maxIterations = Math.max(1000, Math.floor(WORK_BUDGET / Math.max(1, edges.held.length)));
  let current = Float64Array.from(inflow);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const next = Float64Array.from(inflow);
    for (let k = 0; k < edges.held.length; k++) {
      next[edges.holder[k]] += edges.fraction[k] * current[edges.held[k]];
    }
    let change = 0;
    let largest = 0;
    for (let i = 0; i < size; i++) {
      change = Math.max(change, Math.abs(next[i] - current[i]));
      largest = Math.max(largest, Math.abs(next[i]));
    }
    current = next;
    if (!(largest < DIVERGED)) break;
    if (change <= CONVERGED * Math.max(1, largest)) return { values: current, singular: false };
  }
  return { values: Float64Array.from(inflow), singular: true };
}
