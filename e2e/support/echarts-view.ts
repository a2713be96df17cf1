import type { Locator, Page } from '@playwright/test';

export interface DrawnNode {
  id: string;
  name: string;
  x: number;
  y: number;
  size: [number, number];
}
export interface ChartView {
  nodes: DrawnNode[];
  zoom: number;
  center: [number, number];
}

/** The chart's own option: the drawn boxes (the two invisible frame corners left out), zoom and centre. */
export function chartView(chart: Locator): Promise<ChartView> {
  return chart
    .locator('div')
    .first()
    .evaluate((host) => {
      type Series = {
        data: { id: string; name: string; x: number; y: number; symbolSize: number | [number, number] }[];
        zoom: number;
        center: [number, number];
      };
      const instance = (host as unknown as { echartsInstance: { getOption(): { series: Series[] } } })
        .echartsInstance;
      const series = instance.getOption().series[0]!;
      return {
        nodes: series.data
          .filter((d) => Array.isArray(d.symbolSize))
          .map((d) => ({ id: d.id, name: d.name, x: d.x, y: d.y, size: d.symbolSize as [number, number] })),
        zoom: series.zoom,
        center: series.center,
      };
    });
}

export function overlapping(nodes: DrawnNode[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < nodes.length; i++)
    for (let j = i + 1; j < nodes.length; j++) {
      const [a, b] = [nodes[i]!, nodes[j]!];
      const apartX = Math.abs(a.x - b.x) >= (a.size[0] + b.size[0]) / 2;
      const apartY = Math.abs(a.y - b.y) >= (a.size[1] + b.size[1]) / 2;
      if (!apartX && !apartY) found.push(`${a.name} / ${b.name}`);
    }
  return found;
}

/** Clicks a drawn node where echarts puts it on the canvas. */
export async function clickNode(page: Page, chart: Locator, id: string) {
  const point = await chart
    .locator('div')
    .first()
    .evaluate((host, nodeId) => {
      const instance = (
        host as unknown as {
          echartsInstance: {
            getOption(): { series: { data: { id: string; x: number; y: number }[] }[] };
            convertToPixel(finder: object, value: number[]): number[];
          };
        }
      ).echartsInstance;
      const node = instance.getOption().series[0]!.data.find((d) => d.id === nodeId)!;
      return instance.convertToPixel({ seriesIndex: 0 }, [node.x, node.y]);
    }, id);
  const box = (await chart.boundingBox())!;
  await page.mouse.click(box.x + point[0]! + 1, box.y + point[1]! + 1);
}

export interface ScreenRect {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface ScreenPicture {
  canvas: { width: number; height: number };
  /** Each drawn box (frame corners left out) where the canvas shows it, in CSS pixels. */
  boxes: ScreenRect[];
  /** Each text the canvas draws (node and link labels), where it shows. */
  labels: ScreenRect[];
}

/** What the canvas shows: the boxes at the current roam, and every label not hidden, from echarts' own scene. */
export function screenPicture(chart: Locator): Promise<ScreenPicture> {
  return chart
    .locator('div')
    .first()
    .evaluate((host) => {
      type Rect = { x: number; y: number; width: number; height: number };
      type Element = {
        type: string;
        isGroup?: boolean;
        ignore?: boolean;
        invisible?: boolean;
        transform?: unknown;
        style?: { text?: string; opacity?: number };
        children?(): Element[];
        getTextContent?(): Element | undefined;
        getBoundingRect(): Rect & { clone(): Rect & { applyTransform(m: unknown): void } };
      };
      const instance = (
        host as unknown as {
          echartsInstance: {
            getOption(): {
              series: {
                zoom: number;
                data: { id: string; name: string; x: number; y: number; symbolSize: unknown }[];
              }[];
            };
            convertToPixel(finder: object, value: number[]): number[];
            getZr(): { storage: { getDisplayList(update: boolean): unknown; getRoots(): Element[] } };
          };
        }
      ).echartsInstance;
      const series = instance.getOption().series[0]!;
      const boxes = series.data
        .filter((d) => Array.isArray(d.symbolSize))
        .map((d) => {
          const [width, height] = (d.symbolSize as [number, number]).map((side) => side * series.zoom);
          const [x, y] = instance.convertToPixel({ seriesIndex: 0 }, [d.x, d.y]);
          return { text: d.name, x: x! - width! / 2, y: y! - height! / 2, width: width!, height: height! };
        });
      const zr = instance.getZr();
      // Brings every transform up to date, as a paint would.
      zr.storage.getDisplayList(true);
      const labels: { text: string; x: number; y: number; width: number; height: number }[] = [];
      const visit = (el: Element, hidden: boolean) => {
        const off = hidden || !!el.ignore || !!el.invisible;
        if (el.type === 'text' && !off && (el.style?.opacity ?? 1) > 0 && (el.style?.text ?? '').trim()) {
          const rect = el.getBoundingRect().clone();
          rect.applyTransform(el.transform);
          labels.push({
            text: el.style!.text!,
            x: rect.x,
            y: rect.y,
            width: rect.width,
            height: rect.height,
          });
        }
        const content = el.getTextContent?.();
        if (content) visit(content, off);
        if (el.isGroup) for (const child of el.children!()) visit(child, off);
      };
      for (const root of zr.storage.getRoots()) visit(root, false);
      return { canvas: { width: host.clientWidth, height: host.clientHeight }, boxes, labels };
    });
}

/** Whether two rectangles share more than `slack` pixels each way. */
export function rectsOverlap(a: ScreenRect, b: ScreenRect, slack = 0.5): boolean {
  return (
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > slack &&
    Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > slack
  );
}

export function rectInside(inner: ScreenRect, outer: Omit<ScreenRect, 'text'>, slack = 0.5): boolean {
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}
