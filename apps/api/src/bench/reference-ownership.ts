import { isActiveOn, meaningOf, type OwnershipGraph } from '@ledgerline/ownership';

/**
 * Integrated ownership of every entity: entity id -> (upstream entity id -> fraction of it held). An entity in
 * a loop also maps itself to what returns to it through the loop (the engine leaves that entry out).
 */
export type AllIntegratedOwnership = Map<number, Map<number, number>>;

interface Share {
  holder: number;
  fraction: number;
}

/**
 * The benchmark's reference, written apart from the engine: integrated ownership of every company at once,
 * by strongly connected components of the holding graph, propagated downwards in topological order with one
 * dense solve per cyclic component. It reads links as docs/decisions/0024 does: a holder->held pair counts once
 * at its largest %, and holders above 100% are scaled down pro rata.
 */
export function referenceIntegratedOwnership(graph: OwnershipGraph, day: string): AllIntegratedOwnership {
  const holders = holdersByEntity(graph, day);
  const result: AllIntegratedOwnership = new Map();
  for (const component of componentsHoldersFirst(graph, holders)) {
    if (component.length === 1 && !(holders.get(component[0]) ?? []).some((s) => s.holder === component[0])) {
      result.set(component[0], combine(holders.get(component[0]) ?? [], result));
    } else solveComponent(component, holders, result);
  }
  return result;
}

function holdersByEntity(graph: OwnershipGraph, day: string): Map<number, Share[]> {
  const individuals = new Set(graph.entities.filter((e) => e.type === 'individual').map((e) => e.id));
  const largest = new Map<number, Map<number, number>>();
  for (const link of graph.relationships) {
    const share = isActiveOn(link, day) ? meaningOf(link).ownership : undefined;
    if (!share || individuals.has(share.heldId)) continue;
    const byHolder = largest.get(share.heldId) ?? new Map<number, number>();
    byHolder.set(share.holderId, Math.max(byHolder.get(share.holderId) ?? 0, share.fraction));
    largest.set(share.heldId, byHolder);
  }
  const holders = new Map<number, Share[]>();
  for (const [held, byHolder] of largest) {
    const total = [...byHolder.values()].reduce((sum, f) => sum + f, 0);
    const scale = total > 1 ? 1 / total : 1;
    holders.set(
      held,
      [...byHolder].map(([holder, fraction]) => ({ holder, fraction: fraction * scale })),
    );
  }
  return holders;
}

/** Shares plus what the holders themselves are held by: sum over holders h of f * (h + integrated(h)). */
function combine(shares: Share[], known: AllIntegratedOwnership): Map<number, number> {
  const total = new Map<number, number>();
  for (const { holder, fraction } of shares) {
    total.set(holder, (total.get(holder) ?? 0) + fraction);
    for (const [up, value] of known.get(holder) ?? []) total.set(up, (total.get(up) ?? 0) + fraction * value);
  }
  return total;
}

/**
 * Inside a loop C: u_k = (b_k + d_k) (I - A_CC)^-1 for every upstream k, where b_k is what reaches C from
 * outside holders and d_k is k's own holdings inside C (k a member). One inverse per component.
 */
function solveComponent(
  component: number[],
  holders: Map<number, Share[]>,
  result: AllIntegratedOwnership,
): void {
  const size = component.length;
  const place = new Map(component.map((id, k) => [id, k]));
  const inside = Array.from({ length: size }, () => new Float64Array(size));
  const rows = new Map<number, Float64Array>();
  const rowOf = (k: number) => rows.get(k) ?? rows.set(k, new Float64Array(size)).get(k)!;
  component.forEach((member, j) => {
    for (const { holder, fraction } of holders.get(member) ?? []) {
      const i = place.get(holder);
      if (i !== undefined) inside[i][j] += fraction;
      rowOf(holder)[j] += fraction;
      if (i !== undefined) continue;
      for (const [up, value] of result.get(holder) ?? []) rowOf(up)[j] += fraction * value;
    }
  });
  const inverse = invert(inside);
  const solved = component.map(() => new Map<number, number>());
  for (const [up, row] of rows) {
    for (let j = 0; j < size; j++) {
      let value = 0;
      for (let i = 0; i < size; i++) value += row[i] * inverse[i][j];
      if (value !== 0) solved[j].set(up, value);
    }
  }
  component.forEach((member, j) => result.set(member, solved[j]));
}

/** (I - A)^-1 by Gauss-Jordan; a closed loop (no outside holder) has none and keeps the loop-free figures. */
function invert(a: Float64Array[]): Float64Array[] {
  const size = a.length;
  const m = a.map((row, i) =>
    Float64Array.from([...row.map((v, j) => (i === j ? 1 : 0) - v), ...identity(size, i)]),
  );
  for (let c = 0; c < size; c++) {
    let p = c;
    for (let r = c + 1; r < size; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    if (Math.abs(m[p][c]) < 1e-15) return Array.from({ length: size }, (_, i) => identity(size, i));
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < size; r++) {
      if (r === c || m[r][c] === 0) continue;
      const factor = m[r][c] / m[c][c];
      for (let k = c; k < 2 * size; k++) m[r][k] -= factor * m[c][k];
    }
  }
  return m.map((row, i) => row.slice(size).map((v) => v / m[i][i]));
}

function identity(size: number, i: number): Float64Array {
  const row = new Float64Array(size);
  row[i] = 1;
  return row;
}

/** Tarjan (iterative) over held -> holder edges: each component is emitted after all its holders' components. */
function componentsHoldersFirst(graph: OwnershipGraph, holders: Map<number, Share[]>): number[][] {
  const order = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const components: number[][] = [];
  for (const { id: root } of graph.entities) {
    if (order.has(root)) continue;
    const frames: { id: number; next: number }[] = [];
    const enter = (id: number) => {
      order.set(id, order.size);
      low.set(id, order.get(id)!);
      stack.push(id);
      onStack.add(id);
      frames.push({ id, next: 0 });
    };
    enter(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const shares = holders.get(frame.id) ?? [];
      if (frame.next < shares.length) {
        const up = shares[frame.next++].holder;
        if (!order.has(up)) enter(up);
        else if (onStack.has(up)) low.set(frame.id, Math.min(low.get(frame.id)!, order.get(up)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(frame.id)!));
      if (low.get(frame.id) !== order.get(frame.id)) continue;
      const component: number[] = [];
      let member: number;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.id);
      components.push(component);
    }
  }
  return components;
}
