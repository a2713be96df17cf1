import type { EChartsOption } from 'echarts';
import { ROLE_COLORS, ROLE_LABELS, type OrganogramGraph, type OrganogramRole } from './organogram-graph';

/** Rows from top to bottom: who founded and controls, who manages, the trust, who benefits, the rest. */
const ROW: Record<OrganogramRole, number> = {
  founder: 0,
  controller: 0,
  trustee: 1,
  trust: 2,
  beneficiary: 3,
  other: 4,
};
const COLUMN_GAP = 190;
const ROW_GAP = 130;

/** Organogram zoom (spec 001 section 9): step 0.2 within 0.5 to 2. */
export const ORGANOGRAM_ZOOM = { min: 0.5, max: 2, step: 0.2, initial: 1 } as const;

export function clampOrganogramZoom(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return Math.min(ORGANOGRAM_ZOOM.max, Math.max(ORGANOGRAM_ZOOM.min, rounded));
}

function positions(graph: OrganogramGraph): Map<number, { x: number; y: number }> {
  const rows = new Map<number, number[]>();
  for (const node of graph.nodes) {
    const row = ROW[node.role];
    rows.set(row, [...(rows.get(row) ?? []), node.id]);
  }
  const placed = new Map<number, { x: number; y: number }>();
  for (const [row, ids] of rows) {
    ids.forEach((id, index) => {
      placed.set(id, { x: (index - (ids.length - 1) / 2) * COLUMN_GAP, y: row * ROW_GAP });
    });
  }
  return placed;
}

/** The echarts option for a trust organogram: a graph series on fixed rows. */
export function buildOrganogramOption(graph: OrganogramGraph, zoom: number): EChartsOption {
  const placed = positions(graph);
  return {
    backgroundColor: '#ffffff',
    animation: false,
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam: true,
        zoom,
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 8,
        label: { show: true, color: '#0f172a', fontSize: 12, overflow: 'truncate', width: 150 },
        edgeLabel: { show: true, fontSize: 11, color: '#475569' },
        lineStyle: { color: '#94a3b8', width: 1.5, curveness: 0.05 },
        data: graph.nodes.map((node) => ({
          id: String(node.id),
          name: node.name,
          ...placed.get(node.id),
          symbol: 'roundRect',
          symbolSize: node.role === 'trust' ? [170, 52] : [160, 42],
          itemStyle: { color: '#ffffff', borderColor: ROLE_COLORS[node.role], borderWidth: 2.5 },
          tooltip: { formatter: `${node.name} (${ROLE_LABELS[node.role]})` },
        })),
        links: graph.links.map((link) => ({
          source: String(link.source),
          target: String(link.target),
          label: { show: true, formatter: link.label },
        })),
      },
    ],
  };
}
