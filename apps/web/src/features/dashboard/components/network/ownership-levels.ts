import type { NetworkLink } from './network-graph';

/**
 * Entities nobody owns are level 0; each owned entity sits at its deepest level. A depth-first pass (roots
 * first, then any loop left over) drops back edges, so ownership loops cannot recurse forever; the longest
 * path over what remains is bounded by the number of entities.
 */
export function ownershipLevels(ids: readonly number[], links: readonly NetworkLink[]): Map<number, number> {
  const known = new Set(ids);
  const owned = new Map<number, number[]>(ids.map((id) => [id, []]));
  const hasOwner = new Set<number>();
  for (const link of links) {
    if (!link.ownership || !known.has(link.fromId) || !known.has(link.toId) || link.fromId === link.toId)
      continue;
    owned.get(link.fromId)!.push(link.toId);
    hasOwner.add(link.toId);
  }
  const starts = [...ids.filter((id) => !hasOwner.has(id)), ...ids.filter((id) => hasOwner.has(id))];
  const state = new Map<number, 'open' | 'done'>();
  const postOrder: number[] = [];
  const kept: Array<[number, number]> = [];
  for (const start of starts) {
    if (state.has(start)) continue;
    const stack: Array<{ id: number; next: number }> = [{ id: start, next: 0 }];
    state.set(start, 'open');
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const children = owned.get(frame.id)!;
      if (frame.next >= children.length) {
        state.set(frame.id, 'done');
        postOrder.push(frame.id);
        stack.pop();
        continue;
      }
      const child = children[frame.next++]!;
      if (state.get(child) === 'open') continue; // back edge: part of a loop, not followed
      kept.push([frame.id, child]);
      if (!state.has(child)) {
        state.set(child, 'open');
        stack.push({ id: child, next: 0 });
      }
    }
  }
  // Reverse post-order is a topological order of the kept edges: an owner's level is final before its use.
  const finished = new Map(postOrder.map((id, index) => [id, index]));
  kept.sort((a, b) => finished.get(b[0])! - finished.get(a[0])!);
  const levels = new Map<number, number>(ids.map((id) => [id, 0]));
  const cap = Math.max(ids.length - 1, 0);
  for (const [owner, child] of kept)
    levels.set(child, Math.min(cap, Math.max(levels.get(child)!, levels.get(owner)! + 1)));
  return levels;
}
