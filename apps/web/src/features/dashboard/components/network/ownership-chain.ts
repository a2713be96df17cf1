import type { NetworkLink } from './network-graph';

/** The focused entity with every entity above it (owners, their owners…) and below it; loops stop at seen ids. */
export function ownershipChain(focusId: number, links: readonly NetworkLink[]): Set<number> {
  const ownership = links.filter((l) => l.ownership);
  const chain = new Set<number>([focusId]);
  const walk = (next: (id: number) => number[]) => {
    const seen = new Set<number>([focusId]);
    const queue = [focusId];
    while (queue.length > 0) {
      for (const id of next(queue.shift()!)) {
        if (seen.has(id)) continue;
        seen.add(id);
        chain.add(id);
        queue.push(id);
      }
    }
  };
  walk((id) => ownership.filter((l) => l.toId === id).map((l) => l.fromId));
  walk((id) => ownership.filter((l) => l.fromId === id).map((l) => l.toId));
  return chain;
}
