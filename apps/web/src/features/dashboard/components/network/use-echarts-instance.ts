import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { EChartsOption } from 'echarts';
import type { ECharts } from 'echarts/core';
import { createChart } from './echarts-runtime';

export type EChartsInstance = ECharts;

export interface ChartEvents {
  /** A node was clicked: its id as drawn (a cluster carries its owner's id negated). */
  onNodeClick: (id: number) => void;
  /** The wheel zoomed the view by this factor (a drag pans without zooming). */
  onZoom: (factor: number) => void;
  /** The view has rested SETTLE_MS after a drag or the wheel moved it. */
  onRest: (view: { center: [number, number]; zoom: number | undefined }) => void;
}

/** How long the view must rest before the drawn set follows it. */
const SETTLE_MS = 120;

type Roam = { zoom?: number };
type Series = { center?: [number, number]; zoom?: number };

/**
 * An echarts canvas on `host` with its clicks and roams, and the host's width. The chart is created in a task
 * of its own once the host is laid out: created inside the commit that mounts the card or opens the dialog,
 * `echarts.init` measured the host there, forcing a layout of the whole page into that task.
 */
export function useEchartsInstance(
  hostRef: RefObject<HTMLDivElement | null>,
  events: ChartEvents,
): { chart: EChartsInstance | null; width: number } {
  const [chart, setChart] = useState<EChartsInstance | null>(null);
  const [width, setWidth] = useState(0);
  const handlers = useRef(events);

  useEffect(() => {
    handlers.current = events;
  });

  useEffect(() => {
    const host = hostRef.current!;
    let instance: EChartsInstance | null = null;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      setWidth(Math.round(entry!.contentRect.width));
      instance?.resize();
    });
    const start = setTimeout(() => {
      const created = createChart(host);
      instance = created;
      // The browser specs read positions and the view from the chart's own option.
      Object.assign(host, { echartsInstance: created });
      created.on('click', (params) => {
        const id = Number((params.data as { id?: string } | undefined)?.id);
        if (params.dataType === 'node' && Number.isSafeInteger(id)) handlers.current.onNodeClick(id);
      });
      created.on('graphroam', (params) => {
        const factor = (params as Roam).zoom;
        if (factor !== undefined) handlers.current.onZoom(factor);
        clearTimeout(settle);
        settle = setTimeout(() => {
          const series = (created.getOption().series as Series[])[0];
          if (series?.center) handlers.current.onRest({ center: series.center, zoom: series.zoom });
        }, SETTLE_MS);
      });
      observer.observe(host);
      setChart(created);
    });
    return () => {
      clearTimeout(start);
      clearTimeout(settle);
      observer.disconnect();
      instance?.dispose();
    };
  }, [hostRef]);

  return { chart, width };
}

/**
 * Option changes made during a commit, applied together in a task of their own: not inside the commit (with
 * the click or the data that caused them) nor in the next animation frame (with the browser's own layout of
 * the page, which made opening the dialog one long frame). Merged one by one, drawn once: a new drawing, where
 * it starts and a centring cost one echarts update.
 */
export function useChartUpdates(chart: EChartsInstance | null): (option: EChartsOption) => void {
  const queue = useRef<EChartsOption[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (option: EChartsOption) => {
      if (!chart) return;
      queue.current.push(option);
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        const options = queue.current.splice(0);
        if (chart.isDisposed()) return;
        options.forEach((next, index) => chart.setOption(next, { lazyUpdate: index < options.length - 1 }));
      });
    },
    [chart],
  );
}
