import type { NetworkEntity, NetworkLink } from './network-graph';

/** Spec 000 section 4 'Network layout'. */
export const LEVEL_SPACING = 275;
export const ROW_SPACING = 110;
export const NODE_WIDTH = 160;
export const NODE_WIDTH_WITH_OWNER = 220;

export interface PositionedNode extends NetworkEntity {
  level: number;
  x: number;
  y: number;
  roleLabel: string;
  /** 'Owned by …' under the name, for entities with an owner. */
  ownerText: string | null;
  width: number;
}

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

function roleLabel(entity: NetworkEntity, level: number): string {
  if (entity.type === 'individual') return 'Individual';
  if (entity.type === 'trust') return 'Trust';
  return level === 0 ? 'Parent Company' : 'Subsidiary';
}

function ownerTexts(entities: readonly NetworkEntity[], links: readonly NetworkLink[]): Map<number, string> {
  const names = new Map(entities.map((e) => [e.id, e.name]));
  const owners = new Map<number, NetworkLink[]>();
  for (const link of links.filter((l) => l.ownership))
    owners.set(link.toId, [...(owners.get(link.toId) ?? []), link]);
  const texts = new Map<number, string>();
  for (const [id, list] of owners) {
    const top = [...list].sort((a, b) => (b.percentage ?? 0) - (a.percentage ?? 0))[0]!;
    const percent = top.percentage === null ? '' : ` (${top.percentage}%)`;
    const more = list.length > 1 ? ` +${list.length - 1}` : '';
    texts.set(id, `Owned by ${names.get(top.fromId) ?? '?'}${percent}${more}`);
  }
  return texts;
}

/** Fixed positions: one column per level, rows ordered by where their owners sit. */
export function layoutNetwork(
  entities: readonly NetworkEntity[],
  links: readonly NetworkLink[],
): PositionedNode[] {
  const levels = ownershipLevels(
    entities.map((e) => e.id),
    links,
  );
  const owners = ownerTexts(entities, links);
  const byLevel = new Map<number, NetworkEntity[]>();
  for (const entity of entities) {
    const level = levels.get(entity.id)!;
    byLevel.set(level, [...(byLevel.get(level) ?? []), entity]);
  }
  const row = new Map<number, number>();
  const nodes: PositionedNode[] = [];
  for (const level of [...byLevel.keys()].sort((a, b) => a - b)) {
    const ownerRow = (id: number) => {
      const rows = links
        .filter((l) => l.ownership && l.toId === id && row.has(l.fromId))
        .map((l) => row.get(l.fromId)!);
      return rows.length ? rows.reduce((sum, r) => sum + r, 0) / rows.length : Number.MAX_SAFE_INTEGER;
    };
    const column = [...byLevel.get(level)!].sort((a, b) => ownerRow(a.id) - ownerRow(b.id) || a.id - b.id);
    column.forEach((entity, index) => {
      const y = (index - (column.length - 1) / 2) * ROW_SPACING;
      row.set(entity.id, y);
      const ownerText = owners.get(entity.id) ?? null;
      nodes.push({
        ...entity,
        level,
        x: level * LEVEL_SPACING,
        y,
        roleLabel: roleLabel(entity, level),
        ownerText,
        width: ownerText ? NODE_WIDTH_WITH_OWNER : NODE_WIDTH,
      });
    });
  }
  return nodes;
}
