import { buildNetworkChartOption } from './network-chart-option';
import type { NetworkLink } from './network-graph';
import type { PositionedNode } from './network-layout';
import { createChart } from './echarts-runtime';
import { ZOOM } from './zoom-controls';

const box = (id: number, x: number, ownerText: string | null, cluster = false): PositionedNode => ({
  id,
  name: `Company ${id}`,
  type: 'company',
  level: x > 200 ? 1 : 0,
  x,
  y: 60,
  roleLabel: x > 200 ? 'Subsidiary' : 'Parent Company',
  ownerText,
  width: ownerText ? 220 : 160,
  height: ownerText ? 72 : 58,
  ...(cluster ? { cluster: { ownerId: 1, memberIds: [], kind: 'subsidiaries' } } : {}),
});
const sample: { nodes: PositionedNode[]; links: NetworkLink[] } = {
  nodes: [box(1, 100, null), box(2, 400, 'Owned by Company 1 (60%)'), box(-1, 400, null, true)],
  links: [
    { relationshipId: 1, fromId: 1, toId: 2, type: 'shareholder', percentage: 60, ownership: true },
    { relationshipId: 2, fromId: 1, toId: -1, type: 'director', percentage: null, ownership: false },
  ],
};

/** The next task: the browser paints and handles input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let primed: Promise<void> | null = null;

/**
 * The first chart a page draws also pays for compiling echarts' drawing code and loading the canvas fonts: the
 * network's first draw was the dashboard's longest task. While the network loads, a three-box network is drawn
 * off screen once per page, one step per task, so the real first draw no longer pays it (measured on a loaded
 * 2-core machine: that frame went from 130-145 ms in a fresh browser to under 50 ms).
 */
export function primeChartRenderer(): Promise<void> {
  primed ??= (async () => {
    await nextTask();
    const host = document.createElement('div');
    const chart = createChart(host, { width: 600, height: 200 });
    await nextTask();
    const viewport = { width: 600, height: 200 };
    const state = { viewport, bounds: { minX: 0, minY: 0, maxX: 600, maxY: 200 }, zoom: 1, scaleLimit: ZOOM };
    chart.setOption(buildNetworkChartOption(sample.nodes, sample.links, { ...state, chain: null }));
    await nextTask();
    chart.setOption(buildNetworkChartOption(sample.nodes, [], { ...state, chain: new Set([1]) }));
    await nextTask();
    chart.dispose();
  })().catch(() => undefined);
  return primed;
}
