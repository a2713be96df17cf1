import {
  type ChartCaption,
  EXPORT_BOX,
  type LegendEntry,
  renderCaptionedChart,
} from '@/lib/chart-image-export';
import { buildNetworkChartOption, networkBounds, typeColors } from './network-chart-option';
import type { NetworkLink } from './network-graph';
import type { PositionedNode } from './network-layout';

/** The node kinds drawn (collapsed leaves only when there are some) and the two kinds of link. */
function networkLegend(nodes: readonly PositionedNode[]): LegendEntry[] {
  return [
    { label: 'Company', mark: 'box', color: typeColors.company },
    { label: 'Individual', mark: 'box', color: typeColors.individual },
    { label: 'Trust', mark: 'box', color: typeColors.trust },
    ...(nodes.some((node) => node.cluster)
      ? [
          {
            label: 'Collapsed entities',
            mark: 'box',
            color: '#64748b',
            fill: '#f1f5f9',
            dashed: true,
          } as const,
        ]
      : []),
    { label: 'Ownership (%)', mark: 'line', color: '#475569' },
    { label: 'Other role', mark: 'line', color: '#94a3b8', dashed: true },
  ];
}

/**
 * The whole network for a board pack (decision 0088): every box at full size with all its lines, unfocused,
 * under a title and its as-of day, above a legend of node and link kinds.
 */
export function renderWholeNetwork(
  nodes: readonly PositionedNode[],
  links: readonly NetworkLink[],
  caption: ChartCaption,
  format: 'png' | 'svg',
): string {
  const bounds = networkBounds(nodes);
  const extent = { width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY };
  const option = buildNetworkChartOption(nodes, links, {
    chain: null,
    viewport: extent,
    bounds,
    zoom: 1,
    scaleLimit: { min: 1, max: 1 },
  });
  const [series] = option.series as object[];
  const placed = { ...series, roam: false, left: EXPORT_BOX.left, top: EXPORT_BOX.top };
  return renderCaptionedChart({ ...option, series: [placed] }, extent, caption, networkLegend(nodes), format);
}
