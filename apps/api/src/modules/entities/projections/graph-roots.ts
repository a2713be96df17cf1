/**
 * Which entities of an upstream-closed set are hierarchy roots: those nobody owns, and for each ownership loop
 * nobody outside owns, its first entity by id (so cross-holdings still appear once at the top).
 * `owners` maps every entity of the set to the entities owning it, all of which are in the set.
 */
export function graphRoots(owners: ReadonlyMap<number, readonly number[]>): Set<number> {
  const roots = new Set<number>();
  for (const component of components(owners)) {
    const members = new Set(component);
    const [only] = component;
    const ownedFromOutside = component.some((id) => (owners.get(id) ?? []).some((o) => !members.has(o)));
    if (ownedFromOutside) continue;
    if (component.length === 1 && !(owners.get(only!) ?? []).includes(only!)) roots.add(only!);
    else roots.add(Math.min(...component));
  }
  return roots;
}

/** Strongly connected components (Tarjan, iterative so long chains cannot overflow the stack). */
function components(edges: ReadonlyMap<number, readonly number[]>): number[][] {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const found: number[][] = [];
  let counter = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const targetsOf = (id: number) => (edges.get(id) ?? []).filter((target) => edges.has(target));
    const frames: { id: number; next: number; targets: number[] }[] = [
      { id: start, next: 0, targets: targetsOf(start) },
    ];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          frames.push({ id: target, next: 0, targets: targetsOf(target) });
        } else if (onStack.has(target)) low.set(frame.id, Math.min(low.get(frame.id)!, index.get(target)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(frame.id)!));
      if (low.get(frame.id) !== index.get(frame.id)) continue;
      const component: number[] = [];
      let id: number;
      do {
        id = stack.pop()!;
        onStack.delete(id);
        component.push(id);
      } while (id !== frame.id);
      found.push(component);
    }
  }
  return found;
}
