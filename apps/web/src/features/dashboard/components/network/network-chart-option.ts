import type { EChartsOption, GraphSeriesOption } from 'echarts';
import type { NetworkLink } from './network-graph';
import { LEVEL_SPACING, NODE_WIDTH_WITH_OWNER, ROW_SPACING, type PositionedNode } from './network-layout';

const typeColors: Record<PositionedNode['type'], string> = {
  company: '#2563eb',
  individual: '#16a34a',
  trust: '#d97706',
};
const NODE_HEIGHT = 58;
type GraphNodeItem = Exclude<
  NonNullable<GraphSeriesOption['data']>[number],
  number | string | Date | unknown[] | null | undefined
>;
const DIMMED = 0.12;

export interface NetworkChartState {
  zoom: number;
  /** Entities of the focused ownership chain; null when nothing is focused. */
  chain: ReadonlySet<number> | null;
}

function linkLabel(link: NetworkLink): string {
  if (link.ownership) return link.percentage === null ? link.type : `${link.percentage}%`;
  return link.type;
}

/** The echarts option for the ownership network: a graph series on fixed positions (no force layout). */
export function buildNetworkChartOption(
  nodes: readonly PositionedNode[],
  links: readonly NetworkLink[],
  { zoom, chain }: NetworkChartState,
): EChartsOption {
  const visible = (id: number) => chain === null || chain.has(id);
  const byId = new Map(nodes.map((node) => [String(node.id), node]));
  return {
    animationDurationUpdate: 300,
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        const node = byId.get(String((item?.data as { id?: string } | undefined)?.id));
        if (!node) return '';
        const owner = node.ownerText ? `<br/>${escapeHtml(node.ownerText)}` : '';
        return `${escapeHtml(node.name)}<br/>${node.roleLabel}${owner}`;
      },
    },
    series: [
      {
        type: 'graph',
        layout: 'none',
        // echarts fits the x/y box into this area; the margins leave room for half a node box on each side.
        left: NODE_WIDTH_WITH_OWNER / 2 + 12,
        right: NODE_WIDTH_WITH_OWNER / 2 + 12,
        top: NODE_HEIGHT,
        bottom: NODE_HEIGHT,
        roam: 'move',
        zoom,
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 8,
        emphasis: { focus: 'none' },
        data: nodes
          .map((node): GraphNodeItem => ({
            id: String(node.id),
            name: node.name,
            x: node.x,
            y: node.y,
            symbol: 'roundRect',
            symbolSize: [node.width, node.ownerText ? NODE_HEIGHT + 14 : NODE_HEIGHT],
            itemStyle: {
              color: '#ffffff',
              borderColor: typeColors[node.type],
              borderWidth: chain?.has(node.id) ? 3 : 1.5,
              opacity: visible(node.id) ? 1 : DIMMED,
            },
            label: {
              show: true,
              opacity: visible(node.id) ? 1 : DIMMED,
              formatter: [
                `{name|${truncate(node.name, node.width)}}`,
                `{role|${node.roleLabel}}`,
                ...(node.ownerText ? [`{owner|${truncate(node.ownerText, node.width)}}`] : []),
              ].join('\n'),
              rich: {
                name: { fontWeight: 'bold' as const, fontSize: 12, color: '#0f172a', lineHeight: 16 },
                role: { fontSize: 11, color: typeColors[node.type], lineHeight: 15 },
                owner: { fontSize: 10, color: '#64748b', lineHeight: 14 },
              },
            },
          }))
          .concat(frameNodes(nodes)),
        links: links.map((link) => {
          const shown = visible(link.fromId) && visible(link.toId);
          return {
            source: String(link.fromId),
            target: String(link.toId),
            label: { show: true, formatter: linkLabel(link), fontSize: 10, opacity: shown ? 1 : DIMMED },
            lineStyle: {
              color: link.ownership ? '#475569' : '#94a3b8',
              type: link.ownership ? 'solid' : 'dashed',
              width: link.ownership ? 1.5 : 1,
              curveness: link.ownership ? 0.08 : 0.25,
              opacity: shown ? 0.9 : DIMMED / 2,
            },
          };
        }),
      },
    ],
  };
}

/**
 * echarts scales the x/y box to the view keeping its aspect ratio, so a single row (height 0) or a single
 * column would blow up. Two invisible corner nodes give the box a minimum size.
 */
function frameNodes(nodes: readonly PositionedNode[]) {
  const xs = nodes.map((n) => n.x);
  const ys = nodes.map((n) => n.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const padX = Math.max(0, LEVEL_SPACING * 2 - (maxX - minX)) / 2;
  const padY = Math.max(0, ROW_SPACING * 3 - (maxY - minY)) / 2;
  const corner = (id: string, x: number, y: number): GraphNodeItem => ({
    id,
    name: '',
    x,
    y,
    symbolSize: 0,
    itemStyle: { opacity: 0 },
    label: { show: false },
  });
  return [corner('frame-start', minX - padX, minY - padY), corner('frame-end', maxX + padX, maxY + padY)];
}

/** About 7 px per character at 12 px; long names get an ellipsis instead of spilling out of the box. */
function truncate(text: string, width: number): string {
  const room = Math.floor((width - 16) / 7);
  // Braces and bars are echarts rich-text syntax: a name containing them must not break the label.
  const plain = text.replace(/[{}|]/g, ' ');
  return plain.length > room ? `${plain.slice(0, room - 1)}…` : plain;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
