import { FileDown, ImageDown } from 'lucide-react';
import { formatLongDay } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { accountToday } from '@/lib/account-settings/account-time-zone';
import { formatDateTime } from '@/lib/format';
import type { NetworkLink } from './network-graph';
import type { PositionedNode } from './network-layout';

interface NetworkExportButtonsProps {
  nodes: readonly PositionedNode[];
  links: readonly NetworkLink[];
  /** The group drawn, or null for all entities. */
  groupName: string | null;
  asOf: string | null;
  knownAt: string | null;
}

/** Export as Image (print-resolution PNG) and as SVG: the whole network with title, date and legend. */
export function NetworkExportButtons({ nodes, links, groupName, asOf, knownAt }: NetworkExportButtonsProps) {
  const exportAs = async (format: 'png' | 'svg') => {
    // Loaded on first use: the title and legend components and the SVG renderer stay out of the dashboard's chunk.
    const [{ renderWholeNetwork }, { saveChartImage }] = await Promise.all([
      import('./network-export'),
      import('@/lib/chart-image-export'),
    ]);
    const scope = groupName ?? 'All Entities';
    const recorded = knownAt ? ` as recorded at ${formatDateTime(knownAt)}` : '';
    const caption = {
      title: `Ownership Structure: ${scope}`,
      subtitle: `As of ${formatLongDay(asOf ?? accountToday())}${recorded}`,
    };
    const rendered = renderWholeNetwork(nodes, links, caption, format);
    saveChartImage(rendered, format, `${scope.replace(/[^\w-]+/g, '-')}-ownership-structure.${format}`);
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void exportAs('png')}>
        <ImageDown aria-hidden />
        Export as Image
      </Button>
      <Button variant="outline" size="sm" onClick={() => void exportAs('svg')}>
        <FileDown aria-hidden />
        Export as SVG
      </Button>
    </>
  );
}
