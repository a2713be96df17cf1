import { forwardRef, useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { GraphChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { OrganogramGraph } from './organogram-graph';
import { buildOrganogramOption } from './organogram-option';

echarts.use([GraphChart, TooltipComponent, CanvasRenderer]);

/** As the dashboard's charts do: the drawn option is readable from the host (browser specs read it). */
const exposeInstance = (chart: echarts.ECharts) => Object.assign(chart.getDom(), { echartsInstance: chart });

/** Spec 001 section 9: the organogram is 600px high. */
export const ORGANOGRAM_HEIGHT = 600;

interface OrganogramChartProps {
  graph: OrganogramGraph;
  zoom: number;
  trustName: string;
}

export const OrganogramChart = forwardRef<ReactEChartsCore, OrganogramChartProps>(function OrganogramChart(
  { graph, zoom, trustName },
  ref,
) {
  const option = useMemo(() => buildOrganogramOption(graph, zoom), [graph, zoom]);
  return (
    <div
      role="img"
      aria-label={`Organogram of ${trustName} with ${graph.nodes.length - 1} related parties`}
      data-testid="trust-organogram"
      className="organogram-print-area w-full overflow-hidden rounded-md border bg-white"
    >
      <ReactEChartsCore
        ref={ref}
        echarts={echarts}
        option={option}
        style={{ height: ORGANOGRAM_HEIGHT, width: '100%' }}
        opts={{ renderer: 'canvas' }}
        onChartReady={exposeInstance}
      />
    </div>
  );
});
