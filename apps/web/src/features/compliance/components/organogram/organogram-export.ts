import type { EChartsOption } from 'echarts';
import { GraphChart } from 'echarts/charts';
import { GraphicComponent, TitleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import { ORGANOGRAM_ROLES, ROLE_COLORS, ROLE_LABELS, type OrganogramGraph } from './organogram-graph';
import { layoutOrganogram } from './organogram-layout';
import { buildOrganogramOption } from './organogram-option';

echarts.use([GraphChart, GraphicComponent, TitleComponent, CanvasRenderer, SVGRenderer]);

const MARGIN = 60;
/** Room above the diagram for its title and as-of date, and below it for the legend. */
const TITLE_SPACE = 70;
const LEGEND_SPACE = 50;
const LEGEND_ITEM_WIDTH = 150;
/** Print resolution: a 1,500 px wide diagram becomes 4,500 px, about 300 dpi across an A4 page. */
const PRINT_PIXEL_RATIO = 3;

/** What an exported organogram says about itself: '{trust} Organogram' and 'As of {day}'. */
export interface OrganogramCaption {
  title: string;
  asOf: string;
}

const legendItems = (): EChartsOption['graphic'] =>
  ORGANOGRAM_ROLES.map((role, index) => ({
    type: 'group',
    left: MARGIN + index * LEGEND_ITEM_WIDTH,
    bottom: 20,
    children: [
      {
        type: 'rect',
        shape: { x: 0, y: 0, width: 14, height: 14, r: 2 },
        style: { fill: `${ROLE_COLORS[role]}22`, stroke: ROLE_COLORS[role], lineWidth: 2 },
      },
      {
        type: 'text',
        x: 20,
        y: 1,
        style: { text: ROLE_LABELS[role], fill: '#0f172a', fontSize: 12 },
      },
    ],
  }));

/** The printed diagram: the screen's option with a title, the as-of day and the colour legend (board packs). */
export function buildOrganogramExportOption(
  graph: OrganogramGraph,
  caption: OrganogramCaption,
): EChartsOption {
  const option = buildOrganogramOption(graph, 1, { interactive: false });
  const [series] = option.series as object[];
  return {
    ...option,
    title: {
      text: caption.title,
      subtext: caption.asOf,
      left: MARGIN / 2,
      top: 16,
      textStyle: { fontSize: 18, color: '#0f172a' },
      subtextStyle: { fontSize: 12, color: '#475569' },
    },
    graphic: legendItems(),
    series: [{ ...series, top: MARGIN + TITLE_SPACE, bottom: MARGIN + LEGEND_SPACE }],
  };
}

/**
 * The whole diagram at zoom 1, whatever the screen shows: drawn once off screen at the size of its layout,
 * so an export never holds only the zoomed or panned viewport.
 */
export function renderWholeOrganogram(
  graph: OrganogramGraph,
  format: 'png' | 'svg',
  caption: OrganogramCaption,
): string {
  const extent = layoutOrganogram(graph);
  const width = Math.ceil(Math.max(extent.width + 2 * MARGIN, ORGANOGRAM_ROLES.length * LEGEND_ITEM_WIDTH));
  const height = Math.ceil(extent.height + 2 * MARGIN + TITLE_SPACE + LEGEND_SPACE);
  const host = document.createElement('div');
  host.style.cssText = `position:fixed;left:-100000px;top:0;width:${width}px;height:${height}px`;
  document.body.append(host);
  const chart = echarts.init(host, null, { renderer: format === 'svg' ? 'svg' : 'canvas', width, height });
  try {
    chart.setOption(buildOrganogramExportOption(graph, caption));
    return format === 'svg'
      ? chart.renderToSVGString()
      : chart.getDataURL({ type: 'png', pixelRatio: PRINT_PIXEL_RATIO, backgroundColor: '#ffffff' });
  } finally {
    chart.dispose();
    host.remove();
  }
}
