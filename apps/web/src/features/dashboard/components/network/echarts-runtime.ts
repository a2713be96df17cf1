import { GraphChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([GraphChart, TooltipComponent, CanvasRenderer, LabelLayout]);

/** A canvas chart on `host`, sized by it unless `size` is given. */
export const createChart = (host: HTMLElement, size?: { width: number; height: number }) =>
  echarts.init(host, undefined, { renderer: 'canvas', ...size });
