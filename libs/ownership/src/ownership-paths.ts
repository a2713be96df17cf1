import type { GraphIndex } from './graph-index';

/** A chain from the target upwards; `parent` is one step nearer the target. */
interface PartialPath {
  entity: number;
  product: number;
  parent: PartialPath | null;
  /** A step of it is a declared indirect share (docs/decisions/0080). */
  declared?: boolean;
  /** The edge from `entity` to `parent.entity` (-1 at the target). */
  edge: number;
}

export interface RankedPath {
  product: number;
  /** Dense indexes from the person to the target. */
  chain: number[];
  declared?: boolean;
  /** Positions in `chain` of nominees, holders of record for the step before them (docs/decisions/0078). */
  nominees?: number[];
}

const DEFAULT_WORK_BUDGET = 50_000;

class MaxHeap {
  private readonly items: PartialPath[] = [];
  get size(): number {
    return this.items.length;
  }
  push(item: PartialPath): void {
    const items = this.items;
    let i = items.push(item) - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (items[up].product >= item.product) break;
      items[i] = items[up];
      i = up;
    }
    items[i] = item;
  }
  pop(): PartialPath {
    const items = this.items;
    const top = items[0];
    const last = items.pop() as PartialPath;
    if (items.length === 0) return top;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= items.length) break;
      if (child + 1 < items.length && items[child + 1].product > items[child].product) child++;
      if (items[child].product <= last.product) break;
      items[i] = items[child];
      i = child;
    }
    items[i] = last;
    return top;
  }
}

/** Steps walked to check the path stays simple count against the budget too. */
function stepsToFind(path: PartialPath, entity: number): number {
  let steps = 1;
  for (let step: PartialPath | null = path; step; step = step.parent, steps++)
    if (step.entity === entity) return -steps;
  return steps;
}

function chainOf(path: PartialPath, via: Int32Array | undefined): Pick<RankedPath, 'chain' | 'nominees'> {
  const chain: number[] = [];
  const nominees: number[] = [];
  for (let step: PartialPath | null = path; step; step = step.parent) {
    chain.push(step.entity);
    const nominee = via && step.edge >= 0 ? via[step.edge] : -1;
    if (nominee >= 0) {
      nominees.push(chain.length);
      chain.push(nominee);
    }
  }
  return nominees.length > 0 ? { chain, nominees } : { chain };
}

/**
 * The largest simple ownership paths (no entity twice) from each person to the target, best first.
 * Shares are at most 1, so extending a path never increases its product and a best-first search yields
 * paths in descending order; the work budget bounds the (exponential) enumeration. Used only to
 * explain: the totals come from the integrated solve, never from these paths.
 */
export function largestPaths(
  index: GraphIndex,
  target: number,
  persons: ReadonlySet<number>,
  maxPaths: number,
  budget = DEFAULT_WORK_BUDGET,
): Map<number, RankedPath[]> {
  const found = new Map<number, RankedPath[]>();
  if (maxPaths <= 0 || persons.size === 0) return found;
  const { start, from, weight, declared } = index.owners;
  const heap = new MaxHeap();
  heap.push({ entity: target, product: 1, parent: null, edge: -1 });
  let complete = 0;
  for (let work = 0; heap.size > 0 && work < budget && complete < persons.size; work++) {
    const path = heap.pop();
    if (path.entity !== target && index.types[path.entity] === 'individual') {
      if (!persons.has(path.entity)) continue;
      const list = found.get(path.entity) ?? [];
      if (list.length >= maxPaths) continue;
      list.push({
        product: path.product,
        ...chainOf(path, index.owners.via),
        ...(path.declared ? { declared: true } : {}),
      });
      found.set(path.entity, list);
      if (list.length === maxPaths) complete++;
      continue;
    }
    for (let e = start[path.entity]; e < start[path.entity + 1]; e++) {
      const steps = stepsToFind(path, from[e]);
      work += Math.abs(steps);
      if (steps > 0)
        heap.push({
          entity: from[e],
          product: path.product * weight[e],
          parent: path,
          edge: e,
          ...(path.declared || declared?.[e] ? { declared: true } : {}),
        });
    }
  }
  return found;
}
