/** Tolerances of the cross-holding solve. */
const CLOSED_COLUMN = 1 - 1e-9;
const CONVERGED = 1e-14;
const DIVERGED = 1e6;
const WORK_BUDGET = 2e7;
/** Components up to this size are solved directly when the iteration has not converged (O(n^3) work, once). */
const DIRECT_LIMIT = 1500;
/**
 * Up to this size the component is factorised at once: the O(n^3) work is done once per graph version and each
 * target then costs an O(n^2) substitution, less than iterating a near-closed loop even once to convergence.
 */
const ALWAYS_DIRECT = 200;
const PIVOT_FLOOR = 1e-15;
/** Iterations before the observed rate of convergence is trusted to predict the rest. */
const RATE_SAMPLE = 64;

export interface ComponentEdges {
  /** Position (inside the component) of the holder. */
  holder: Int32Array;
  /** Position of the held entity. */
  held: Int32Array;
  fraction: Float64Array;
}

/** Counts the O(n^3) work, so specs can check it is done once per component and graph version. */
export const componentSolverStats = { factorisations: 0 };

/** LU factors of I - A with row pivots, row-major `size * size`: L below the diagonal (unit), U on and above. */
interface Factors {
  lu: Float64Array;
  pivots: Int32Array;
}

/**
 * Everything about one strongly connected component that does not depend on the target, built once per graph
 * version and reused for every target below it: a target only brings the inflow `e` of
 * x = e + A x, and each solve is then a substitution.
 */
export class ComponentSolver {
  readonly singular: boolean;
  private factors: Factors | null = null;
  private iterates: boolean;

  constructor(
    readonly size: number,
    private readonly edges: ComponentEdges,
  ) {
    this.singular = isClosed(size, edges);
    this.iterates = !this.singular && size > ALWAYS_DIRECT;
    if (!this.singular && !this.iterates) this.factors = factorise(size, edges);
  }

  /**
   * With every entity's holders summing to at most 100%, I - A is singular exactly when every member is wholly
   * held inside the component (a closed loop with no outside holder): that exact test alone reports `singular`,
   * and the loop-free figures `e` are kept. Large components iterate (Jacobi / Neumann) and fall back to the
   * factorisation when a near-closed loop converges too slowly for the budget.
   */
  solve(inflow: Float64Array): { values: Float64Array; singular: boolean } {
    if (this.singular) return { values: Float64Array.from(inflow), singular: true };
    if (this.iterates) {
      const iterated = iterate(inflow, this.edges, this.size <= DIRECT_LIMIT);
      if (iterated) return { values: iterated, singular: false };
      this.iterates = false;
      // Beyond the direct limit a loop this close to closed is reported rather than guessed at.
      if (this.size <= DIRECT_LIMIT) this.factors = factorise(this.size, this.edges);
    }
    if (!this.factors) return { values: Float64Array.from(inflow), singular: true };
    return { values: substitute(this.factors, inflow), singular: false };
  }
}

function isClosed(size: number, edges: ComponentEdges): boolean {
  const heldInside = new Float64Array(size);
  for (let k = 0; k < edges.held.length; k++) heldInside[edges.held[k]] += edges.fraction[k];
  return heldInside.every((sum) => sum >= CLOSED_COLUMN);
}

function iterate(inflow: Float64Array, edges: ComponentEdges, canFallBack: boolean): Float64Array | null {
  const size = inflow.length;
  const maxIterations = Math.max(1000, Math.floor(WORK_BUDGET / Math.max(1, edges.held.length)));
  const { holder, held, fraction } = edges;
  let current = Float64Array.from(inflow);
  let next = new Float64Array(size);
  let previousChange = 0;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    next.set(inflow);
    for (let k = 0; k < held.length; k++) next[holder[k]] += fraction[k] * current[held[k]];
    let change = 0;
    let largest = 0;
    for (let i = 0; i < size; i++) {
      change = Math.max(change, Math.abs(next[i] - current[i]));
      largest = Math.max(largest, Math.abs(next[i]));
    }
    [current, next] = [next, current];
    if (!(largest < DIVERGED)) return null;
    const wanted = CONVERGED * Math.max(1, largest);
    if (change <= wanted) return current;
    // The error shrinks by about change/previous a step: when the budget cannot reach the bound, factorise now.
    if (canFallBack && iteration >= RATE_SAMPLE && change > 0 && previousChange > 0) {
      const rate = change / previousChange;
      const needed = rate >= 1 ? Infinity : Math.log(wanted / change) / Math.log(rate);
      if (needed > maxIterations - iteration) return null;
    }
    previousChange = change;
  }
  return null;
}

/** PA = LU of I - A by Gaussian elimination with partial pivoting; null when a pivot vanishes. */
function factorise(size: number, edges: ComponentEdges): Factors | null {
  componentSolverStats.factorisations++;
  const lu = new Float64Array(size * size);
  for (let i = 0; i < size; i++) lu[i * size + i] = 1;
  for (let k = 0; k < edges.held.length; k++) lu[edges.holder[k] * size + edges.held[k]] -= edges.fraction[k];
  const pivots = new Int32Array(size);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++)
      if (Math.abs(lu[row * size + column]) > Math.abs(lu[pivot * size + column])) pivot = row;
    if (Math.abs(lu[pivot * size + column]) < PIVOT_FLOOR) return null;
    pivots[column] = pivot;
    if (pivot !== column) swapRows(lu, size, pivot, column);
    const top = column * size;
    for (let row = column + 1; row < size; row++) {
      const at = row * size;
      const factor = lu[at + column] / lu[top + column];
      lu[at + column] = factor;
      if (factor === 0) continue;
      for (let c = column + 1; c < size; c++) lu[at + c] -= factor * lu[top + c];
    }
  }
  return { lu, pivots };
}

function swapRows(lu: Float64Array, size: number, a: number, b: number): void {
  for (let c = 0; c < size; c++) {
    const kept = lu[a * size + c];
    lu[a * size + c] = lu[b * size + c];
    lu[b * size + c] = kept;
  }
}

function substitute({ lu, pivots }: Factors, inflow: Float64Array): Float64Array {
  const size = pivots.length;
  const values = Float64Array.from(inflow);
  for (let column = 0; column < size; column++) {
    const pivot = pivots[column];
    if (pivot !== column) [values[pivot], values[column]] = [values[column], values[pivot]];
  }
  for (let row = 1; row < size; row++) {
    let sum = values[row];
    for (let c = 0; c < row; c++) sum -= lu[row * size + c] * values[c];
    values[row] = sum;
  }
  for (let row = size - 1; row >= 0; row--) {
    let sum = values[row];
    for (let c = row + 1; c < size; c++) sum -= lu[row * size + c] * values[c];
    values[row] = sum / lu[row * size + row];
  }
  return values;
}
