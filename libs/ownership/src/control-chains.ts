import { cached, type GraphIndex } from './graph-index';
import { scratchOf } from './integrated-ownership';
import { stronglyConnected } from './strongly-connected';

const MAJORITY = 0.5 + 1e-9;
const MAX_ROUNDS = 1000;

/**
 * Majority-chain control (DOMAIN.md section 3): x controls n when x is an explicit controller of n, or
 * commands more than 50% of n's votes counting the votes of the entities x controls; whoever controls
 * x controls what x controls. Votes follow the shares. Only the lowest controllers of each entity are
 * stored (a chain stays linear, not quadratic); the full set is their ancestors, walked per query.
 */
export function controllersOf(index: GraphIndex, target: number): number[] {
  const immediate = cached(index, 'immediate-controllers', () => immediateControllers(index));
  return [...ancestors(immediate, [target])].filter((node) => node !== target).sort((a, b) => a - b);
}

function ancestors(immediate: readonly (readonly number[])[], from: readonly number[]): Set<number> {
  const seen = new Set<number>(from);
  const queue = [...from];
  for (let k = 0; k < queue.length; k++) {
    for (const up of immediate[queue[k]] ?? []) {
      if (!seen.has(up)) {
        seen.add(up);
        queue.push(up);
      }
    }
  }
  return seen;
}

/** Components of the holder/controller graph, holders first, each one to a fixpoint. */
function immediateControllers(index: GraphIndex): number[][] {
  const everyone = Array.from({ length: index.size }, (_, i) => i);
  const { nodes, starts } = stronglyConnected(everyone, [index.owners, index.controllers], scratchOf(index));
  const immediate: number[][] = new Array<number[]>(index.size);
  for (let c = 0; c + 1 < starts.length; c++) {
    const members = nodes.slice(starts[c], starts[c + 1]);
    for (const member of members) immediate[member] = [];
    // Inside a loop the sets only grow, so their sizes tell when the fixpoint is reached.
    for (let round = 0, changed = true; changed && round < MAX_ROUNDS; round++) {
      changed = false;
      for (const member of members) {
        const next = controllersFor(index, member, immediate, members.length === 1);
        changed ||= next.length !== immediate[member].length;
        immediate[member] = next;
      }
    }
  }
  return immediate;
}

function controllersFor(
  index: GraphIndex,
  entity: number,
  immediate: number[][],
  minimal: boolean,
): number[] {
  const { owners, controllers } = index;
  const result = new Set<number>();
  for (let e = controllers.start[entity]; e < controllers.start[entity + 1]; e++)
    result.add(controllers.from[e]);
  const shares = new Map<number, number>();
  for (let e = owners.start[entity]; e < owners.start[entity + 1]; e++) {
    shares.set(owners.from[e], (shares.get(owners.from[e]) ?? 0) + owners.weight[e]);
  }
  // With a majority holder the other shares are under 50%: only the holder's own controllers can win. Two
  // majorities are an over-allocation recorded with a reason: each keeps the control it states (decision 0072).
  const majorities = [...shares].filter(([, share]) => share > MAJORITY);
  for (const [holder] of majorities) result.add(holder);
  if (!majorities.length && shares.size > 1)
    for (const winner of pooledWinners(shares, immediate, minimal)) result.add(winner);
  result.delete(entity);
  return [...result].sort((a, b) => a - b);
}

/** Controllers of several holders whose pooled shares exceed 50%. */
function pooledWinners(shares: Map<number, number>, immediate: number[][], minimal: boolean): number[] {
  const votes = new Map<number, number>();
  const depth = new Map<number, number>();
  let order = 0;
  for (const [holder, share] of shares) {
    for (const node of ancestors(immediate, [holder])) {
      votes.set(node, (votes.get(node) ?? 0) + share);
      if (!depth.has(node)) depth.set(node, order++);
    }
  }
  const winners = [...votes.keys()].filter((node) => (votes.get(node) as number) > MAJORITY);
  if (!minimal) return winners;
  // Winners are closed upwards; keep the lowest ones, the rest are their ancestors anyway.
  winners.sort((a, b) => (depth.get(a) as number) - (depth.get(b) as number));
  const covered = new Set<number>();
  return winners.filter((winner) => {
    if (covered.has(winner)) return false;
    for (const node of ancestors(immediate, [winner])) covered.add(node);
    return true;
  });
}
