import { useEffect, useMemo, useRef, useState } from 'react';
import {
  buildNetworkChartOption,
  fitZoom,
  initialCenter,
  networkBounds,
  type NetworkView,
  nodesInView,
  sameDrawnSet,
  SERIES_ID,
} from './network-chart-option';
import type { NetworkLink } from './network-graph';
import { labelZoom } from './network-labels';
import type { PositionedNode } from './network-layout';
import { useChartUpdates, useEchartsInstance } from './use-echarts-instance';
import { clampZoom, ZOOM } from './zoom-controls';

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
  /** Hidden (behind the full-screen dialog): changes wait until it shows again. */
  paused?: boolean;
}

interface Drawing {
  nodes: readonly PositionedNode[];
  links: readonly NetworkLink[];
  shown: ReturnType<typeof nodesInView>;
  viewport: { width: number; height: number };
  fit: number;
}

/**
 * The ownership network on a canvas: drag pans, the wheel zooms (0.5 to 1.5), clicks focus or expand. Zoom 1 is
 * the whole drawing fitted to the canvas when it can be read that small (decision 0088): echarts' own zoom is
 * the fitted zoom times the zoom the buttons show.
 */
export function NetworkChart(props: NetworkChartProps) {
  const { nodes, links, chain, zoom, onZoomChange, onNodeClick, onClusterClick, centerOn, height } = props;
  const paused = props.paused ?? false;
  const hostRef = useRef<HTMLDivElement>(null);
  // The buttons' zoom (relative to the fitted view), as the roams left it.
  const zoomRef = useRef<number>(ZOOM.initial);
  // The drawing echarts holds; `view` is where it rests (center and zoom), for choosing the boxes to draw.
  const viewOf = useRef<readonly PositionedNode[] | null>(null);
  const [view, setView] = useState<{ of: readonly PositionedNode[]; at: NetworkView } | null>(null);
  // What the last render drew from, for the roam handlers.
  const drawing = useRef<Drawing | null>(null);
  const { chart, width } = useEchartsInstance(hostRef, {
    onNodeClick: (id) => (id < 0 ? onClusterClick(-id) : onNodeClick(id)),
    onZoom: (factor) => {
      zoomRef.current = Math.min(ZOOM.max, Math.max(ZOOM.min, zoomRef.current * factor));
      onZoomChange(zoomRef.current);
    },
    onRest: ({ center, zoom: restZoom }) => {
      const current = drawing.current;
      if (!current) return;
      const at = { center, zoom: restZoom ?? current.fit * zoomRef.current };
      // A move that stays among the boxes already drawn needs no new option.
      const next = nodesInView(current.nodes, current.links, at, current.viewport);
      if (!sameDrawnSet(next, current.shown)) setView({ of: current.nodes, at });
    },
  });

  const update = useChartUpdates(chart);
  const viewport = useMemo(() => ({ width, height }), [width, height]);
  const bounds = useMemo(() => networkBounds(nodes), [nodes]);
  const fit = useMemo(() => fitZoom(bounds, viewport), [bounds, viewport]);
  const scaleLimit = useMemo(() => ({ min: fit * ZOOM.min, max: fit * ZOOM.max }), [fit]);
  // A new drawing starts at the current zoom: the whole of it when it fits, else its top-left structures.
  const start = useMemo(
    () => ({ center: initialCenter(nodes, viewport, null, fit * zoom), zoom: fit * zoom }),
    // The start only moves with a new drawing or size; zoom changes roam from where the view is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [nodes, viewport, fit],
  );
  const detailZoom = labelZoom(fit * zoom);
  const at = view && view.of === nodes ? view.at : start;
  const shown = useMemo(() => nodesInView(nodes, links, at, viewport), [nodes, links, at, viewport]);
  const option = useMemo(
    () =>
      viewport.width > 0
        ? buildNetworkChartOption(shown.nodes, shown.links, {
            chain,
            viewport,
            bounds,
            zoom: detailZoom,
            scaleLimit,
          })
        : null,
    [shown, chain, viewport, bounds, detailZoom, scaleLimit],
  );

  useEffect(() => {
    drawing.current = { nodes, links, shown, viewport, fit };
  }, [nodes, links, shown, viewport, fit]);

  useEffect(() => {
    if (!chart || !option || paused) return;
    // Merging keeps the view where the user left it; only a new drawing starts it afresh.
    update(option);
    if (viewOf.current === nodes) return;
    viewOf.current = nodes;
    zoomRef.current = zoom;
    update({ series: [{ id: SERIES_ID, center: start.center, zoom: start.zoom }] });
    // Only a new drawing or a resting view re-draws; zoom changes go through the roam action below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart, option, paused]);

  useEffect(() => {
    if (!chart || !option || paused || Math.abs(zoomRef.current - zoom) < 1e-6) return;
    const factor = zoom / zoomRef.current;
    chart.dispatchAction({
      type: 'graphRoam',
      seriesId: SERIES_ID,
      zoom: factor,
      originX: viewport.width / 2,
      originY: viewport.height / 2,
    });
  }, [chart, zoom, option, viewport, paused]);

  useEffect(() => {
    const target = centerOn && nodes.find((n) => n.id === centerOn.id);
    if (!chart || !target || paused) return;
    const center: [number, number] = [target.x, target.y];
    update({ series: [{ id: SERIES_ID, center }] });
    setView({ of: nodes, at: { center, zoom: (drawing.current?.fit ?? 1) * zoomRef.current } });
  }, [chart, update, centerOn, nodes, paused]);

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
