import type { EChartsOption, GraphSeriesOption } from 'echarts';
import type { NetworkLink } from './network-graph';
import { clearLinkLabels, labelDetailAt, linkCurveness, linkLabelText, nodeLabel } from './network-labels';
import type { PositionedNode } from './network-layout';

export const typeColors: Record<PositionedNode['type'], string> = {
  company: '#2563eb',
  individual: '#16a34a',
  trust: '#d97706',
};
type GraphNodeItem = Exclude<
  NonNullable<GraphSeriesOption['data']>[number],
  number | string | Date | unknown[] | null | undefined
>;
const DIMMED = 0.12;
const MARGIN = 24;
export const SERIES_ID = 'ownership-network';

export interface NetworkChartState {
  /** Entities of the focused ownership chain; null when nothing is focused. */
  chain: ReadonlySet<number> | null;
  /** The chart's size in pixels: the layout is drawn at 1 px per layout unit, zoom 1. */
  viewport: { width: number; height: number };
  /** The whole drawing's box (the nodes given may be only those in view). */
  bounds: NetworkBounds;
  /** The view's zoom, which decides how much of each label is drawn (coarse steps suffice, see labelZoom). */
  zoom: number;
  /** How far the wheel may zoom: the zoom buttons' range around the fitted view. */
  scaleLimit: { min: number; max: number };
}

export interface NetworkView {
  center: [number, number];
  zoom: number;
}

export interface NetworkBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The box every node box fits in, plus a margin. */
export function networkBounds(nodes: readonly PositionedNode[]): NetworkBounds {
  if (nodes.length === 0) return { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  return {
    minX: Math.min(...nodes.map((n) => n.x - n.width / 2)) - MARGIN,
    minY: Math.min(...nodes.map((n) => n.y - n.height / 2)) - MARGIN,
    maxX: Math.max(...nodes.map((n) => n.x + n.width / 2)) + MARGIN,
    maxY: Math.max(...nodes.map((n) => n.y + n.height / 2)) + MARGIN,
  };
}

/** Below this zoom a whole drawing is too small to read: the view opens at full size on its first structure. */
export const MIN_FIT_ZOOM = 0.3;

/**
 * The zoom that shows the whole drawing in the viewport (decision 0088): never above 1 (boxes at their real size),
 * and 1 when it would have to go below MIN_FIT_ZOOM.
 */
export function fitZoom(bounds: NetworkBounds, viewport: NetworkChartState['viewport']): number {
  const [width, height] = [bounds.maxX - bounds.minX, bounds.maxY - bounds.minY];
  const fit = Math.min(1, viewport.width / width, viewport.height / height);
  return fit >= MIN_FIT_ZOOM ? fit : 1;
}

/**
 * Where the view starts: the focused entity, else the whole drawing when it fits, else the start of its first
 * structure: its top-most level-0 entity at the left edge, centred on it vertically (but never above the
 * drawing). The top-left corner of the box alone was often empty, as a wide structure centres its owners.
 */
export function initialCenter(
  nodes: readonly PositionedNode[],
  shown: NetworkChartState['viewport'],
  focusId: number | null,
  zoom = 1,
): [number, number] {
  const focused = focusId === null ? undefined : nodes.find((n) => n.id === focusId);
  if (focused) return [focused.x, focused.y];
  const viewport = { width: shown.width / zoom, height: shown.height / zoom };
  const box = networkBounds(nodes);
  const roots = nodes.filter((n) => n.level === 0);
  const anchor = roots.reduce<PositionedNode | undefined>(
    (top, n) => (!top || n.y < top.y ? n : top),
    undefined,
  );
  const fitsWide = box.maxX - box.minX <= viewport.width;
  const fitsHigh = box.maxY - box.minY <= viewport.height;
  const x = fitsWide
    ? (box.minX + box.maxX) / 2
    : Math.max(box.minX, (anchor?.x ?? box.minX) - (anchor?.width ?? 0) / 2 - MARGIN) + viewport.width / 2;
  const y = fitsHigh
    ? (box.minY + box.maxY) / 2
    : Math.min(
        Math.max(anchor?.y ?? box.minY, box.minY + viewport.height / 2),
        box.maxY - viewport.height / 2,
      );
  return [x, y];
}

/**
 * Level of detail for drawing: only the boxes within a screen's reach of the view (and the far ends of links
 * leaving it) go to echarts, so a drawing of thousands of entities costs what a few dozen do.
 */
export function nodesInView(
  nodes: readonly PositionedNode[],
  links: readonly NetworkLink[],
  { center, zoom }: NetworkView,
  viewport: NetworkChartState['viewport'],
): { nodes: PositionedNode[]; links: NetworkLink[] } {
  const [halfWidth, halfHeight] = [viewport.width / zoom, viewport.height / zoom];
  const inside = (n: PositionedNode) =>
    Math.abs(n.x - center[0]) <= halfWidth + n.width / 2 &&
    Math.abs(n.y - center[1]) <= halfHeight + n.height / 2;
  const shown = new Set(nodes.filter(inside).map((n) => n.id));
  const drawnLinks = links.filter((l) => shown.has(l.fromId) || shown.has(l.toId));
  for (const link of drawnLinks) shown.add(link.fromId).add(link.toId);
  return { nodes: nodes.filter((n) => shown.has(n.id)), links: drawnLinks };
}

/** Whether two drawn sets hold the same boxes and links (then the chart already shows the new view). */
export function sameDrawnSet(
  a: { nodes: readonly PositionedNode[]; links: readonly NetworkLink[] },
  b: { nodes: readonly PositionedNode[]; links: readonly NetworkLink[] },
): boolean {
  return (
    a.nodes.length === b.nodes.length &&
    a.links.length === b.links.length &&
    a.nodes.every((node, index) => node.id === b.nodes[index]!.id) &&
    a.links.every((link, index) => link.relationshipId === b.links[index]!.relationshipId)
  );
}

/**
 * The echarts option: a graph series on fixed positions (no force layout). The series box is exactly the
 * drawing's size, centred in the chart, so echarts does not shrink the drawing to fit (that made boxes
 * overlap); nodes scale with the roam zoom like the distances between them (nodeScaleRatio 1).
 */
export function buildNetworkChartOption(
  nodes: readonly PositionedNode[],
  links: readonly NetworkLink[],
  { chain, viewport, bounds: box, zoom, scaleLimit }: NetworkChartState,
): EChartsOption {
  const visible = (id: number) => chain === null || chain.has(id);
  const byId = new Map(nodes.map((node) => [String(node.id), node]));
  const [width, height] = [box.maxX - box.minX, box.maxY - box.minY];
  const many = nodes.length > 150;
  const labelled = many || labelDetailAt(zoom) !== 'full' ? new Set<number>() : clearLinkLabels(nodes, links);
  return {
    // The drawn set changes as the view moves (nodesInView): animating those swaps would only blur them.
    animation: false,
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
        id: SERIES_ID,
        type: 'graph',
        layout: 'none',
        left: viewport.width / 2 - width / 2,
        top: viewport.height / 2 - height / 2,
        width,
        height,
        roam: true,
        nodeScaleRatio: 1,
        scaleLimit,
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 8,
        emphasis: { focus: 'none' },
        // Labels are sized to their boxes, which never overlap: this only guards against fonts wider than measured.
        labelLayout: { hideOverlap: true },
        data: nodes
          .map((node): GraphNodeItem => {
            const shown = visible(node.id) ? 1 : DIMMED;
            const color = typeColors[node.type];
            return {
              id: String(node.id),
              name: node.name,
              x: node.x,
              y: node.y,
              symbol: 'roundRect',
              symbolSize: [node.width, node.height],
              itemStyle: {
                color: node.cluster ? '#f1f5f9' : '#ffffff',
                borderColor: color,
                borderType: node.cluster ? 'dashed' : 'solid',
                borderWidth: chain?.has(node.id) ? 3 : 1.5,
                opacity: shown,
              },
              label: { ...nodeLabel(node, color, zoom), opacity: shown },
            };
          })
          .concat(frameNodes(box)),
        links: links.map((link) => {
          const shown = visible(link.fromId) && visible(link.toId);
          return {
            source: String(link.fromId),
            target: String(link.toId),
            label: {
              show: labelled.has(link.relationshipId),
              formatter: linkLabelText(link),
              fontSize: 10,
              opacity: shown ? 1 : DIMMED,
            },
            lineStyle: {
              color: link.ownership ? '#475569' : '#94a3b8',
              type: link.ownership ? 'solid' : 'dashed',
              width: link.ownership ? 1.5 : 1,
              curveness: linkCurveness(link),
              opacity: shown ? 0.9 : DIMMED / 2,
            },
          };
        }),
      },
    ],
  };
}

/** Two invisible corner nodes pin echarts' bounding box to the drawing's box (node boxes included). */
function frameNodes(box: NetworkBounds): GraphNodeItem[] {
  const corner = (id: string, x: number, y: number): GraphNodeItem => ({
    id,
    name: '',
    x,
    y,
    symbolSize: 0,
    itemStyle: { opacity: 0 },
    label: { show: false },
  });
  return [corner('frame-start', box.minX, box.minY), corner('frame-end', box.maxX, box.maxY)];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
