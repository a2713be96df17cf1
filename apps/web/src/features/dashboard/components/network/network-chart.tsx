import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { GraphChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { buildNetworkChartOption } from './network-chart-option';
import type { NetworkLink } from './network-graph';
import type { PositionedNode } from './network-layout';

echarts.use([GraphChart, TooltipComponent, CanvasRenderer]);

interface NetworkChartProps {
  nodes: readonly PositionedNode[];
  links: readonly NetworkLink[];
  zoom: number;
  chain: ReadonlySet<number> | null;
  onNodeClick: (entityId: number) => void;
  height: number;
}

export function NetworkChart({ nodes, links, zoom, chain, onNodeClick, height }: NetworkChartProps) {
  const option = useMemo(
    () => buildNetworkChartOption(nodes, links, { zoom, chain }),
    [nodes, links, zoom, chain],
  );
  const onEvents = useMemo(
    () => ({
      click: (params: { dataType?: string; data?: { id?: string } }) => {
        const entityId = Number(params.data?.id);
        if (params.dataType === 'node' && Number.isInteger(entityId)) onNodeClick(entityId);
      },
    }),
    [onNodeClick],
  );
  return (
    <div
      role="img"
      aria-label={`Ownership network of ${nodes.length} entities`}
      data-testid="ownership-chart"
      className="w-full overflow-hidden rounded-md border bg-muted/20"
    >
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        onEvents={onEvents}
        style={{ height, width: '100%' }}
        opts={{ renderer: 'canvas' }}
      />
    </div>
  );
}
