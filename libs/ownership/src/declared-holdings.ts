import type { RecordedHolding } from './counted-holdings';
import type { GraphIndex } from './graph-index';
import { solveUpstream } from './integrated-ownership';

/** Below this a declared share adds nothing to what the known chains give (fractions, not %). */
const TOLERANCE = 1e-9;

export interface DeclaredEdge {
  to: number;
  from: number;
  weight: number;
  declared: true;
}

/**
 * Indirect shares stated without their chain (docs/decisions/0080), as holdings of the subject that top up
 * what the recorded chains already give the holder: a declared 30% beside a known chain worth 30% adds
 * nothing, beside one worth 10% adds 20%, with no chain the whole 30%. Each pair counts once, at its largest
 * declared share; the index passed holds the recorded holdings only.
 */
export function declaredTopUps(index: GraphIndex, declared: readonly RecordedHolding[]): DeclaredEdge[] {
  const largest = new Map<string, RecordedHolding>();
  for (const holding of declared) {
    const key = `${holding.holder}:${holding.held}`;
    const known = largest.get(key);
    if (!known || known.fraction < holding.fraction) largest.set(key, holding);
  }
  const { start, from, weight } = index.owners;
  const edges: DeclaredEdge[] = [];
  for (const { holder, held, fraction } of largest.values()) {
    const upstream = solveUpstream(index, held);
    const k = upstream.nodes.indexOf(holder);
    let direct = 0;
    for (let e = start[held]; e < start[held + 1]; e++) if (from[e] === holder) direct += weight[e];
    const throughChains = (k < 0 ? 0 : upstream.values[k]) - direct;
    const topUp = fraction - Math.max(0, throughChains);
    if (topUp > TOLERANCE) edges.push({ to: held, from: holder, weight: topUp, declared: true });
  }
  return edges;
}
