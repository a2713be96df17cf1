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
