import { GraphChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import type { OrganogramGraph } from './organogram-graph';
import { layoutOrganogram } from './organogram-layout';
import { buildOrganogramOption } from './organogram-option';

echarts.use([GraphChart, CanvasRenderer, SVGRenderer]);

const MARGIN = 60;
/** Print resolution: a 1,500 px wide diagram becomes 4,500 px, about 300 dpi across an A4 page. */
const PRINT_PIXEL_RATIO = 3;

/**
 * The whole diagram at zoom 1, whatever the screen shows: drawn once off screen at the size of its layout,
 * so an export never holds only the zoomed or panned viewport.
 */
export function renderWholeOrganogram(graph: OrganogramGraph, format: 'png' | 'svg'): string {
  const extent = layoutOrganogram(graph);
  const width = Math.ceil(extent.width + 2 * MARGIN);
  const height = Math.ceil(extent.height + 2 * MARGIN);
  const host = document.createElement('div');
  host.style.cssText = `position:fixed;left:-100000px;top:0;width:${width}px;height:${height}px`;
  document.body.append(host);
  const chart = echarts.init(host, null, { renderer: format === 'svg' ? 'svg' : 'canvas', width, height });
  try {
    chart.setOption(buildOrganogramOption(graph, 1, { interactive: false }));
    return format === 'svg'
      ? chart.renderToSVGString()
      : chart.getDataURL({ type: 'png', pixelRatio: PRINT_PIXEL_RATIO, backgroundColor: '#ffffff' });
  } finally {
    chart.dispose();
    host.remove();
  }
}
