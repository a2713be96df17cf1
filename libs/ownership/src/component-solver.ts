/** Tolerances of the cross-holding solve. */
const CLOSED_COLUMN = 1 - 1e-9;
const CONVERGED = 1e-14;
const DIVERGED = 1e6;
const WORK_BUDGET = 2e7;
/** Components up to this size are solved directly when the iteration has not converged (O(n^3) work). */
const DIRECT_LIMIT = 1500;
/** Below this size a direct solve is cheaper than iterating at all. */
const ALWAYS_DIRECT = 48;

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
 * Solves x = e + A x inside one strongly connected component. With every entity's holders summing to at most
 * 100%, I - A is singular exactly when every member is wholly held inside the component (a closed loop with no
 * outside holder): that exact test alone reports `singular` and keeps the loop-free figures `e`. Any other
 * component has a unique solution: small ones are solved directly (Gaussian elimination), larger ones by Jacobi
 * (Neumann) iteration, falling back to the direct solve when a near-closed loop converges too slowly for the
 * iteration budget (issue 11 item 1).
 */
export function solveComponent(inflow: Float64Array, edges: ComponentEdges): ComponentSolution {
  const size = inflow.length;
  const heldInside = new Float64Array(size);
  for (let k = 0; k < edges.held.length; k++) heldInside[edges.held[k]] += edges.fraction[k];
  if (heldInside.every((sum) => sum >= CLOSED_COLUMN)) {
    return { values: Float64Array.from(inflow), singular: true };
  }
  if (size <= ALWAYS_DIRECT) return solveDirectly(inflow, edges);
  const iterated = iterate(inflow, edges);
  if (iterated) return { values: iterated, singular: false };
  if (size <= DIRECT_LIMIT) return solveDirectly(inflow, edges);
  // Beyond the direct limit a loop this close to closed is reported rather than guessed at.
  return { values: Float64Array.from(inflow), singular: true };
}

function iterate(inflow: Float64Array, edges: ComponentEdges): Float64Array | null {
  const size = inflow.length;
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
    if (!(largest < DIVERGED)) return null;
    if (change <= CONVERGED * Math.max(1, largest)) return current;
  }
  return null;
}

/** (I - A) x = e by Gaussian elimination with partial pivoting on a dense copy. */
function solveDirectly(inflow: Float64Array, edges: ComponentEdges): ComponentSolution {
  const size = inflow.length;
  const matrix = Array.from({ length: size }, (_, row) => {
    const line = new Float64Array(size + 1);
    line[row] = 1;
    line[size] = inflow[row];
    return line;
  });
  for (let k = 0; k < edges.held.length; k++) matrix[edges.holder[k]][edges.held[k]] -= edges.fraction[k];
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++)
      if (Math.abs(matrix[row][column]) > Math.abs(matrix[pivot][column])) pivot = row;
    if (Math.abs(matrix[pivot][column]) < 1e-15) return { values: Float64Array.from(inflow), singular: true };
    [matrix[column], matrix[pivot]] = [matrix[pivot], matrix[column]];
    const top = matrix[column];
    for (let row = column + 1; row < size; row++) {
      const factor = matrix[row][column] / top[column];
      if (factor === 0) continue;
      const line = matrix[row];
      for (let c = column; c <= size; c++) line[c] -= factor * top[c];
    }
  }
  const values = new Float64Array(size);
  for (let row = size - 1; row >= 0; row--) {
    let sum = matrix[row][size];
    for (let c = row + 1; c < size; c++) sum -= matrix[row][c] * values[c];
    values[row] = sum / matrix[row][row];
  }
  return { values, singular: false };
}
