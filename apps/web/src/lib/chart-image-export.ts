import type { EChartsOption } from 'echarts';
import { GraphChart } from 'echarts/charts';
import { GraphicComponent, TitleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import { saveBlob } from '@/lib/download-export';

echarts.use([GraphChart, GraphicComponent, TitleComponent, CanvasRenderer, SVGRenderer]);

/** Around the diagram; above it the title and date, below it the legend. */
const EXPORT_MARGIN = 60;
const EXPORT_TITLE_SPACE = 70;
const EXPORT_LEGEND_SPACE = 50;
/** Where a diagram's series sits on the exported page, clear of the caption and the legend. */
export const EXPORT_BOX = {
  left: EXPORT_MARGIN,
  top: EXPORT_MARGIN + EXPORT_TITLE_SPACE,
  bottom: EXPORT_MARGIN + EXPORT_LEGEND_SPACE,
} as const;
const LEGEND_ITEM_WIDTH = 150;
/** Print resolution: a 1,500 px wide diagram becomes 4,500 px, about 300 dpi across an A4 page. */
const PRINT_PIXEL_RATIO = 3;
/** Chromium draws nothing on a canvas past these; a very large diagram is exported at a lower ratio. */
const MAX_CANVAS_SIDE = 16_000;
const MAX_CANVAS_AREA = 120_000_000;

/** What an exported diagram says about itself, for a board pack: its title and the day it shows. */
export interface ChartCaption {
  title: string;
  subtitle: string;
}

/** One legend key: a box (node kinds) or a line (link kinds), in the diagram's own colours. */
export interface LegendEntry {
  label: string;
  mark: 'box' | 'line';
  color: string;
  fill?: string;
  dashed?: boolean;
}

const legendMark = (entry: LegendEntry) =>
  entry.mark === 'box'
    ? {
        type: 'rect',
        shape: { x: 0, y: 0, width: 14, height: 14, r: 2 },
        style: {
          fill: entry.fill ?? '#ffffff',
          stroke: entry.color,
          lineWidth: 2,
          ...(entry.dashed ? { lineDash: [3, 2] } : {}),
        },
      }
    : {
        type: 'line',
        shape: { x1: 0, y1: 7, x2: 14, y2: 7 },
        style: { stroke: entry.color, lineWidth: 2, ...(entry.dashed ? { lineDash: [3, 2] } : {}) },
      };

/** The page size an export needs for a diagram of `extent` with this legend. */
export function exportSize(extent: { width: number; height: number }, legend: readonly LegendEntry[]) {
  return {
    width: Math.ceil(Math.max(extent.width, legend.length * LEGEND_ITEM_WIDTH) + 2 * EXPORT_MARGIN),
    height: Math.ceil(extent.height + 2 * EXPORT_MARGIN + EXPORT_TITLE_SPACE + EXPORT_LEGEND_SPACE),
  };
}

/** `option` with a title, its date line and a legend along the bottom; its series must sit in EXPORT_BOX. */
export function captionedOption(
  option: EChartsOption,
  caption: ChartCaption,
  legend: readonly LegendEntry[],
): EChartsOption {
  return {
    ...option,
    animation: false,
    backgroundColor: '#ffffff',
    tooltip: { show: false },
    title: {
      text: caption.title,
      subtext: caption.subtitle,
      left: EXPORT_MARGIN / 2,
      top: 16,
      textStyle: { fontSize: 18, color: '#0f172a' },
      subtextStyle: { fontSize: 12, color: '#475569' },
    },
    graphic: legend.map((entry, index) => ({
      type: 'group',
      left: EXPORT_MARGIN + index * LEGEND_ITEM_WIDTH,
      bottom: 20,
      children: [
        legendMark(entry),
        { type: 'text', x: 20, y: 1, style: { text: entry.label, fill: '#0f172a', fontSize: 12 } },
      ],
    })) as EChartsOption['graphic'],
  };
}

/**
 * Draws `option` once off screen at `size` and answers a PNG data URL at print resolution or an SVG document:
 * an export never holds only the zoomed or panned viewport.
 */
export function renderChartImage(
  option: EChartsOption,
  size: { width: number; height: number },
  format: 'png' | 'svg',
): string {
  const host = document.createElement('div');
  host.style.cssText = `position:fixed;left:-100000px;top:0;width:${size.width}px;height:${size.height}px`;
  document.body.append(host);
  const chart = echarts.init(host, null, { renderer: format === 'svg' ? 'svg' : 'canvas', ...size });
  try {
    chart.setOption(option);
    if (format === 'svg') return chart.renderToSVGString();
    const pixelRatio = Math.min(
      PRINT_PIXEL_RATIO,
      MAX_CANVAS_SIDE / Math.max(size.width, size.height),
      Math.sqrt(MAX_CANVAS_AREA / (size.width * size.height)),
    );
    return chart.getDataURL({ type: 'png', pixelRatio, backgroundColor: '#ffffff' });
  } finally {
    chart.dispose();
    host.remove();
  }
}

/** `option` (its series in EXPORT_BOX) captioned and drawn on a page that holds a diagram of `extent`. */
export function renderCaptionedChart(
  option: EChartsOption,
  extent: { width: number; height: number },
  caption: ChartCaption,
  legend: readonly LegendEntry[],
  format: 'png' | 'svg',
): string {
  return renderChartImage(captionedOption(option, caption, legend), exportSize(extent, legend), format);
}

/** Saves what renderChartImage drew under `filename` (its extension follows the format). */
export function saveChartImage(rendered: string, format: 'png' | 'svg', filename: string) {
  if (format === 'svg') return saveBlob(new Blob([rendered], { type: 'image/svg+xml' }), filename);
  const bytes = Uint8Array.from(atob(rendered.slice(rendered.indexOf(',') + 1)), (char) =>
    char.charCodeAt(0),
  );
  saveBlob(new Blob([bytes], { type: 'image/png' }), filename);
}
