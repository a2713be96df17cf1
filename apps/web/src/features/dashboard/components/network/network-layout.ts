import dagre from '@dagrejs/dagre';
import type { NetworkEntity, NetworkLink } from './network-graph';
import { ownershipLevels } from './ownership-levels';

/** Spec 000 section 4 'Network layout'. */
export const LEVEL_SPACING = 275;
export const NODE_WIDTH = 160;
export const NODE_WIDTH_WITH_OWNER = 220;
export const NODE_HEIGHT = 58;
export const NODE_HEIGHT_WITH_OWNER = 72;
/** Vertical gap between two boxes of one level, and around each separate structure. */
export const NODE_GAP = 18;
const STRUCTURE_GAP = 60;

export interface PositionedNode extends NetworkEntity {
  level: number;
  x: number;
  y: number;
  roleLabel: string;
  /** 'Owned by …' under the name, for entities with an owner. */
  ownerText: string | null;
  width: number;
  height: number;
}

function roleLabel(entity: NetworkEntity, level: number): string {
  if (entity.cluster) return `Collapsed ${entity.cluster.kind}`;
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

/** Entities joined by any drawn link, in order of first appearance: laid out one at a time, then packed. */
export function structures(entities: readonly NetworkEntity[], links: readonly NetworkLink[]): number[][] {
  const parent = new Map(entities.map((e) => [e.id, e.id]));
  const find = (id: number): number => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  for (const link of links)
    if (parent.has(link.fromId) && parent.has(link.toId)) parent.set(find(link.fromId), find(link.toId));
  const groups = new Map<number, number[]>();
  for (const entity of entities) {
    const root = find(entity.id);
    groups.set(root, [...(groups.get(root) ?? []), entity.id]);
  }
  return [...groups.values()];
}

/**
 * A layered (Sugiyama) layout by dagre with the spec's layers: level = longest ownership path from an entity
 * nobody owns (ranker 'none' keeps them), one column per level 275 apart; dagre orders each column to cut
 * crossings and spaces the boxes so none overlap. Each separate structure is laid out alone (dagre's cost
 * grows faster than linearly) and the structures are packed in rows; a structure that is a plain tree is placed
 * directly (a tidy tree, what dagre would draw for it, without dagre's fixed cost of some 15 ms per call).
 */
export function layoutNetwork(
  entities: readonly NetworkEntity[],
  links: readonly NetworkLink[],
): PositionedNode[] {
  const levels = ownershipLevels(
    entities.map((e) => e.id),
    links,
  );
  const owners = ownerTexts(entities, links);
  const byId = new Map(entities.map((e) => [e.id, e]));
  const sized = new Map(
    entities.map((entity) => {
      const ownerText = owners.get(entity.id) ?? null;
      const level = levels.get(entity.id) ?? 0;
      const node: PositionedNode = {
        ...entity,
        level,
        x: 0,
        y: 0,
        roleLabel: roleLabel(entity, level),
        ownerText,
        width: ownerText ? NODE_WIDTH_WITH_OWNER : NODE_WIDTH,
        height: ownerText ? NODE_HEIGHT_WITH_OWNER : NODE_HEIGHT,
      };
      return [entity.id, node];
    }),
  );
  const blocks = structures(entities, links).map((ids) => layoutStructure(ids, links, sized));
  packBlocks(blocks);
  return blocks.flatMap((block) => block.nodes).filter((node) => byId.has(node.id));
}

interface Block {
  nodes: PositionedNode[];
  width: number;
  height: number;
}

/** The owner of each entity when `links` make a tree over `ids` (one top, one owner each); null otherwise. */
function treeOwners(ids: readonly number[], links: readonly NetworkLink[]): Map<number, number> | null {
  const inside = new Set(ids);
  const owner = new Map<number, number>();
  for (const link of links) {
    if (!inside.has(link.fromId) || !inside.has(link.toId)) continue;
    if (!link.ownership || owner.has(link.toId) || link.fromId === link.toId) return null;
    owner.set(link.toId, link.fromId);
  }
  return owner.size === ids.length - 1 ? owner : null;
}

/** A tidy tree: leaves one slot apart in depth-first order, each owner level with the middle of its children. */
function placeTree(nodes: PositionedNode[], owner: ReadonlyMap<number, number>): void {
  const children = new Map<number, PositionedNode[]>();
  for (const node of nodes)
    if (owner.has(node.id))
      children.set(owner.get(node.id)!, [...(children.get(owner.get(node.id)!) ?? []), node]);
  const slot = NODE_HEIGHT_WITH_OWNER + NODE_GAP;
  let cursor = 0;
  const place = (node: PositionedNode): number => {
    const below = (children.get(node.id) ?? []).sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { numeric: true }),
    );
    if (below.length === 0) node.y = (cursor += slot) - slot / 2;
    else {
      const ys = below.map(place);
      node.y = (ys[0]! + ys[ys.length - 1]!) / 2;
    }
    return node.y;
  };
  place(nodes.find((node) => !owner.has(node.id))!);
}

function layoutStructure(
  ids: readonly number[],
  links: readonly NetworkLink[],
  sized: ReadonlyMap<number, PositionedNode>,
): Block {
  const nodes = ids.map((id) => ({ ...sized.get(id)! }));
  const tree = nodes.length > 1 ? treeOwners(ids, links) : null;
  if (tree) placeTree(nodes, tree);
  else if (nodes.length > 1) {
    const graph = new dagre.graphlib.Graph({ multigraph: true });
    graph.setGraph({ rankdir: 'LR', ranker: 'none', nodesep: NODE_GAP, ranksep: 40 });
    graph.setDefaultEdgeLabel(() => ({}));
    const inside = new Set(ids);
    // dagre needs a rank gap of 2 per level for its edge bends; x is set from the level below anyway.
    for (const node of nodes)
      graph.setNode(String(node.id), { width: node.width, height: node.height, rank: node.level * 2 });
    for (const link of links) {
      if (!inside.has(link.fromId) || !inside.has(link.toId)) continue;
      const [from, to] = [sized.get(link.fromId)!, sized.get(link.toId)!];
      // Links within one level (or pointing back up a loop) do not order the columns.
      if (from.level < to.level)
        graph.setEdge(String(from.id), String(to.id), {}, String(link.relationshipId));
      else if (to.level < from.level)
        graph.setEdge(String(to.id), String(from.id), {}, String(link.relationshipId));
    }
    dagre.layout(graph);
    for (const node of nodes) node.y = graph.node(String(node.id)).y;
  }
  const top = Math.min(...nodes.map((n) => n.y - n.height / 2));
  for (const node of nodes) {
    node.x = node.level * LEVEL_SPACING + NODE_WIDTH_WITH_OWNER / 2;
    node.y -= top;
  }
  const width = Math.max(...nodes.map((n) => n.level)) * LEVEL_SPACING + NODE_WIDTH_WITH_OWNER;
  const height = Math.max(...nodes.map((n) => n.y + n.height / 2));
  return { nodes, width, height };
}

/** Shelf packing: rows about as wide as the whole is tall, so a forest of small structures stays compact. */
function packBlocks(blocks: Block[]): void {
  const area = blocks.reduce((sum, b) => sum + (b.width + STRUCTURE_GAP) * (b.height + STRUCTURE_GAP), 0);
  const rowWidth = Math.max(Math.sqrt(area * 1.6), ...blocks.map((b) => b.width));
  let [x, y, rowHeight] = [0, 0, 0];
  for (const block of blocks) {
    if (x > 0 && x + block.width > rowWidth) {
      [x, y, rowHeight] = [0, y + rowHeight + STRUCTURE_GAP, 0];
    }
    for (const node of block.nodes) {
      node.x += x;
      node.y += y;
    }
    x += block.width + STRUCTURE_GAP;
    rowHeight = Math.max(rowHeight, block.height);
  }
}
