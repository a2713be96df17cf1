/** A link's upstream end (holder, controller, trust party) and downstream end; subsidiary points the other way. */
export const endsOf = (link: { sourceEntityId: number; targetEntityId: number; type: string }) =>
  link.type === 'subsidiary'
    ? { upstream: link.targetEntityId, downstream: link.sourceEntityId }
    : { upstream: link.sourceEntityId, downstream: link.targetEntityId };

/** The given entities and every entity they hold, control or take part in, transitively (cycle-safe). */
export function downstreamOf(
  starts: number[],
  links: readonly { sourceEntityId: number; targetEntityId: number; type: string }[],
): Set<number> {
  const next = new Map<number, number[]>();
  for (const link of links) {
    const { upstream, downstream } = endsOf(link);
    next.set(upstream, [...(next.get(upstream) ?? []), downstream]);
  }
  const seen = new Set<number>(starts);
  const queue = [...starts];
  while (queue.length) {
    for (const id of next.get(queue.pop()!) ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(id);
    }
  }
  return seen;
}
