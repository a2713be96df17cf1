import type { AsOf, OwnershipGraph } from './ownership-graph';
import { countedHoldings, type RecordedHolding } from './counted-holdings';
import { dayOf, isActiveOn, meaningOf } from './relationship-rules';

export interface NaiveOwnership {
  /** Entity id -> sum over simple paths of the products (fractions); equals integrated ownership on DAGs. */
  ownership: Map<number, number>;
  pathsVisited: number;
  /** False when the path or time cap stopped the enumeration. */
  finished: boolean;
}

export interface NaiveOptions {
  maxPaths?: number;
  timeLimitMs?: number;
  asOf?: AsOf;
}

type Holders = Map<number, { holderId: number; fraction: number }[]>;
const holdersByGraph = new WeakMap<OwnershipGraph, Map<string, Holders>>();

function holdersOf(graph: OwnershipGraph, day: string): Holders {
  let byDay = holdersByGraph.get(graph);
  if (!byDay) holdersByGraph.set(graph, (byDay = new Map()));
  let holders = byDay.get(day);
  if (holders) return holders;
  holders = new Map();
  const individuals = new Set(graph.entities.filter((e) => e.type === 'individual').map((e) => e.id));
  const recorded: RecordedHolding[] = [];
  for (const relationship of [...graph.relationships].sort((a, b) => a.id - b.id)) {
    const share = isActiveOn(relationship, day) ? meaningOf(relationship).ownership : undefined;
    if (!share || individuals.has(share.heldId)) continue;
    recorded.push({ holder: share.holderId, held: share.heldId, fraction: share.fraction });
  }
  for (const { holder, held, fraction } of countedHoldings(recorded)) {
    const list = holders.get(held) ?? [];
    list.push({ holderId: holder, fraction });
    holders.set(held, list);
  }
  byDay.set(day, holders);
  return holders;
}

/**
 * Reference implementation: enumerates every simple path upstream of the target and adds the products.
 * Exponential in the number of paths, hence the caps; independent of the component solver on purpose.
 */
export function naiveBeneficialOwnership(
  graph: OwnershipGraph,
  targetId: number,
  { maxPaths = 1_000_000, timeLimitMs = 10_000, asOf }: NaiveOptions = {},
): NaiveOwnership {
  const holders = holdersOf(graph, dayOf(asOf));
  const deadline = Date.now() + timeLimitMs;
  const ownership = new Map<number, number>();
  const onPath = new Set<number>([targetId]);
  const frames = [{ entity: targetId, product: 1, cursor: 0 }];
  let pathsVisited = 0;
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    const next = holders.get(frame.entity)?.[frame.cursor++];
    if (!next) {
      frames.pop();
      onPath.delete(frame.entity);
      continue;
    }
    if (onPath.has(next.holderId)) continue;
    const product = frame.product * next.fraction;
    ownership.set(next.holderId, (ownership.get(next.holderId) ?? 0) + product);
    pathsVisited++;
    if (pathsVisited >= maxPaths || ((pathsVisited & 1023) === 0 && Date.now() > deadline)) {
      return { ownership, pathsVisited, finished: false };
    }
    onPath.add(next.holderId);
    frames.push({ entity: next.holderId, product, cursor: 0 });
  }
  return { ownership, pathsVisited, finished: true };
}
