import type { EChartsOption } from 'echarts';
import { ROLE_COLORS, ROLE_LABELS, type OrganogramGraph } from './organogram-graph';
import { layoutOrganogram, NODE_WIDTH } from './organogram-layout';

/** Organogram zoom (spec 001 section 9): step 0.2 within 0.5 to 2. */
export const ORGANOGRAM_ZOOM = { min: 0.5, max: 2, step: 0.2, initial: 1 } as const;

export function clampOrganogramZoom(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return Math.min(ORGANOGRAM_ZOOM.max, Math.max(ORGANOGRAM_ZOOM.min, rounded));
}

/** The echarts option for a trust organogram: a graph series on fixed rows. */
export function buildOrganogramOption(
  graph: OrganogramGraph,
  zoom: number,
  { interactive = true }: { interactive?: boolean } = {},
): EChartsOption {
  const placed = layoutOrganogram(graph).positions;
  return {
    backgroundColor: '#ffffff',
    animation: false,
    tooltip: { show: interactive, trigger: 'item' },
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam: interactive,
        zoom,
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 8,
        label: { show: true, color: '#0f172a', fontSize: 12, overflow: 'truncate', width: NODE_WIDTH - 10 },
        edgeLabel: { show: true, fontSize: 11, color: '#475569' },
        lineStyle: { color: '#94a3b8', width: 1.5, curveness: 0.05 },
        data: graph.nodes.map((node) => ({
          id: String(node.id),
          name: node.name,
          ...placed.get(node.id),
          symbol: 'roundRect',
          symbolSize: node.role === 'trust' ? [NODE_WIDTH + 10, 52] : [NODE_WIDTH, 42],
          itemStyle: { color: '#ffffff', borderColor: ROLE_COLORS[node.role], borderWidth: 2.5 },
          tooltip: { formatter: `${node.name} (${node.roles.map((role) => ROLE_LABELS[role]).join(', ')})` },
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
