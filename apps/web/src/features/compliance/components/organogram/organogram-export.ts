import type { EChartsOption } from 'echarts';
import {
  captionedOption,
  EXPORT_BOX,
  exportSize,
  type LegendEntry,
  renderChartImage,
} from '@/lib/chart-image-export';
import { ORGANOGRAM_ROLES, ROLE_COLORS, ROLE_LABELS, type OrganogramGraph } from './organogram-graph';
import { layoutOrganogram } from './organogram-layout';
import { buildOrganogramOption } from './organogram-option';

/** What an exported organogram says about itself: '{trust} Organogram' and 'As of {day}'. */
export interface OrganogramCaption {
  title: string;
  asOf: string;
}

const legend: LegendEntry[] = ORGANOGRAM_ROLES.map((role) => ({
  label: ROLE_LABELS[role],
  mark: 'box',
  color: ROLE_COLORS[role],
  fill: `${ROLE_COLORS[role]}22`,
}));

/** The printed diagram: the screen's option with a title, the as-of day and the colour legend (board packs). */
export function buildOrganogramExportOption(
  graph: OrganogramGraph,
  caption: OrganogramCaption,
): EChartsOption {
  const option = buildOrganogramOption(graph, 1, { interactive: false });
  const [series] = option.series as object[];
  return captionedOption(
    {
      ...option,
      series: [{ ...series, top: EXPORT_BOX.top, bottom: EXPORT_BOX.bottom }],
    },
    { title: caption.title, subtitle: caption.asOf },
    legend,
  );
}

/** The whole diagram at zoom 1, whatever the screen shows. */
export function renderWholeOrganogram(
  graph: OrganogramGraph,
  format: 'png' | 'svg',
  caption: OrganogramCaption,
): string {
  const size = exportSize(layoutOrganogram(graph), legend);
  return renderChartImage(buildOrganogramExportOption(graph, caption), size, format);
}
