import type { NetworkLink } from './network-graph';

/** The focused entity with every entity above it (owners, their owners…) and below it; loops stop at seen ids. */
export function ownershipChain(focusId: number, links: readonly NetworkLink[]): Set<number> {
  const owners = new Map<number, number[]>();
  const owned = new Map<number, number[]>();
  for (const link of links) {
    if (!link.ownership) continue;
    owners.set(link.toId, [...(owners.get(link.toId) ?? []), link.fromId]);
    owned.set(link.fromId, [...(owned.get(link.fromId) ?? []), link.toId]);
  }
  const chain = new Set<number>([focusId]);
  for (const next of [owners, owned]) {
    const seen = new Set<number>([focusId]);
    const queue = [focusId];
    while (queue.length > 0)
      for (const id of next.get(queue.pop()!) ?? []) {
        if (seen.has(id)) continue;
        seen.add(id);
        chain.add(id);
        queue.push(id);
      }
  }
  return chain;
}
