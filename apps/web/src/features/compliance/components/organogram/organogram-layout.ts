import type { OrganogramGraph, OrganogramRole } from './organogram-graph';

/**
 * Three ranks, so every edge joins neighbouring ranks and none passes through a node: those above the trust
 * (founders, controllers, trustees), the trust, those below it (beneficiaries, its holdings, others).
 */
const RANK: Record<OrganogramRole, 0 | 1 | 2> = {
  founder: 0,
  controller: 0,
  trustee: 0,
  trust: 1,
  beneficiary: 2,
  holding: 2,
  other: 2,
};
const ORDER: OrganogramRole[] = [
  'founder',
  'controller',
  'trustee',
  'trust',
  'beneficiary',
  'holding',
  'other',
];

export const NODE_WIDTH = 160;
export const COLUMN_GAP = 190;
export const LINE_GAP = 90;
export const RANK_GAP = 150;
/** Past this many in a rank, parties wrap onto further lines, offset so edges pass between nodes. */
export const PER_LINE = 6;

export interface OrganogramLayout {
  positions: Map<number, { x: number; y: number }>;
  /** The whole diagram's extent in layout units, for exports of all of it. */
  width: number;
  height: number;
}

export function layoutOrganogram(graph: OrganogramGraph): OrganogramLayout {
  const ranks: { id: number; role: OrganogramRole; name: string }[][] = [[], [], []];
  for (const node of graph.nodes) ranks[RANK[node.role]].push(node);
  const positions = new Map<number, { x: number; y: number }>();
  let y = 0;
  let widest = 1;
  for (const rank of ranks) {
    rank.sort((a, b) => ORDER.indexOf(a.role) - ORDER.indexOf(b.role) || a.name.localeCompare(b.name));
    const lines = Math.max(1, Math.ceil(rank.length / PER_LINE));
    for (let line = 0; line < lines; line++) {
      const members = rank.slice(line * PER_LINE, (line + 1) * PER_LINE);
      const offset = line % 2 === 1 ? COLUMN_GAP / 2 : 0;
      widest = Math.max(widest, members.length);
      members.forEach((node, index) =>
        positions.set(node.id, { x: (index - (members.length - 1) / 2) * COLUMN_GAP + offset, y }),
      );
      y += line < lines - 1 ? LINE_GAP : 0;
    }
    y += RANK_GAP;
  }
  return { positions, width: widest * COLUMN_GAP + NODE_WIDTH, height: y - RANK_GAP + 2 * LINE_GAP };
}
