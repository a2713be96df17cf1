import { useEffect, useMemo, useRef, useState } from 'react';
import { GraphChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import {
  buildNetworkChartOption,
  initialCenter,
  networkBounds,
  type NetworkView,
  nodesInView,
  SERIES_ID,
} from './network-chart-option';
import type { NetworkLink } from './network-graph';
import type { PositionedNode } from './network-layout';
import { clampZoom, ZOOM } from './zoom-controls';

echarts.use([GraphChart, TooltipComponent, CanvasRenderer, LabelLayout]);

export interface NetworkChartProps {
  nodes: readonly PositionedNode[];
  links: readonly NetworkLink[];
  chain: ReadonlySet<number> | null;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  onNodeClick: (entityId: number) => void;
  onClusterClick: (ownerId: number) => void;
  /** Brings this entity to the middle of the view (search-and-focus). */
  centerOn: { id: number } | null;
  height: number;
}

type Roam = { zoom?: number };
/** How long the view must rest before the drawn set follows it. */
const SETTLE_MS = 120;

/** The ownership network on a canvas: drag pans, the wheel zooms (0.5 to 1.5), clicks focus or expand. */
export function NetworkChart(props: NetworkChartProps) {
  const { nodes, links, chain, zoom, onZoomChange, onNodeClick, onClusterClick, centerOn, height } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);
  const zoomRef = useRef<number>(ZOOM.initial);
  const viewOf = useRef<readonly PositionedNode[] | null>(null);
  // Where the view rests (center and zoom), for choosing the boxes to draw.
  const [view, setView] = useState<{ of: readonly PositionedNode[]; at: NetworkView } | null>(null);
  const handlers = useRef({ onZoomChange, onNodeClick, onClusterClick });
  const [width, setWidth] = useState(0);

  useEffect(() => {
    handlers.current = { onZoomChange, onNodeClick, onClusterClick };
  }, [onZoomChange, onNodeClick, onClusterClick]);

  useEffect(() => {
    const host = hostRef.current!;
    const chart = echarts.init(host, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    // The browser specs read positions and the view from the chart's own option.
    Object.assign(host, { echartsInstance: chart });
    chart.on('click', (params) => {
      const id = Number((params.data as { id?: string } | undefined)?.id);
      if (params.dataType !== 'node' || !Number.isInteger(id)) return;
      if (id < 0) handlers.current.onClusterClick(-id);
      else handlers.current.onNodeClick(id);
    });
    let settle: ReturnType<typeof setTimeout> | undefined;
    chart.on('graphroam', (params) => {
      const factor = (params as Roam).zoom;
      if (factor !== undefined) {
        zoomRef.current = Math.min(ZOOM.max, Math.max(ZOOM.min, zoomRef.current * factor));
        handlers.current.onZoomChange(zoomRef.current);
      }
      clearTimeout(settle);
      settle = setTimeout(() => {
        const series = (chart.getOption().series as { center?: [number, number]; zoom?: number }[])[0];
        const drawn = viewOf.current;
        if (series?.center && drawn)
          setView({ of: drawn, at: { center: series.center, zoom: series.zoom ?? zoomRef.current } });
      }, SETTLE_MS);
    });
    const observer = new ResizeObserver(([entry]) => {
      setWidth(Math.round(entry!.contentRect.width));
      chart.resize();
    });
    observer.observe(host);
    return () => {
      clearTimeout(settle);
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  const viewport = useMemo(() => ({ width, height }), [width, height]);
  const bounds = useMemo(() => networkBounds(nodes), [nodes]);
  // A new drawing starts at the current zoom, at its top-left structures (or the whole of it when it fits).
  const start = useMemo(
    () => ({ center: initialCenter(nodes, viewport, null), zoom }),
    // The start only moves with a new drawing or size; zoom changes roam from where the view is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [nodes, viewport],
  );
  const at = view && view.of === nodes ? view.at : start;
  const shown = useMemo(() => nodesInView(nodes, links, at, viewport), [nodes, links, at, viewport]);
  const option = useMemo(
    () =>
      viewport.width > 0
        ? buildNetworkChartOption(shown.nodes, shown.links, { chain, viewport, bounds })
        : null,
    [shown, chain, viewport, bounds],
  );

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !option) return;
    // Merging keeps the view where the user left it; only a new drawing starts it afresh.
    chart.setOption(option);
    if (viewOf.current === nodes) return;
    viewOf.current = nodes;
    zoomRef.current = start.zoom;
    chart.setOption({ series: [{ id: SERIES_ID, center: start.center, zoom: start.zoom }] });
    // Only a new drawing or a resting view re-draws; zoom changes go through the roam action below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [option]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !option || Math.abs(zoomRef.current - zoom) < 1e-6) return;
    const factor = zoom / zoomRef.current;
    chart.dispatchAction({
      type: 'graphRoam',
      seriesId: SERIES_ID,
      zoom: factor,
      originX: viewport.width / 2,
      originY: viewport.height / 2,
    });
  }, [zoom, option, viewport]);

  useEffect(() => {
    const chart = chartRef.current;
    const target = centerOn && nodes.find((n) => n.id === centerOn.id);
    if (!chart || !target) return;
    const center: [number, number] = [target.x, target.y];
    chart.setOption({ series: [{ id: SERIES_ID, center }] });
    setView({ of: nodes, at: { center, zoom: zoomRef.current } });
  }, [centerOn, nodes]);

  return (
    <div
      role="img"
      aria-label={`Ownership network of ${nodes.filter((n) => !n.cluster).length} entities`}
      data-testid="ownership-chart"
      data-zoom={clampZoom(zoom)}
      className="w-full overflow-hidden rounded-md border bg-muted/20"
    >
      <div ref={hostRef} style={{ height, width: '100%' }} />
    </div>
  );
}
