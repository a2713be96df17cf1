import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NetworkChart, type NetworkChartProps } from './network-chart';
import type { NetworkEntity, NetworkLink } from './network-graph';
import { linksInChain, OwnershipList } from './ownership-list';

interface OwnershipDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chart: Omit<NetworkChartProps, 'height'>;
  /** Everything read, for the List View (clustered leaves included). */
  entities: readonly NetworkEntity[];
  links: readonly NetworkLink[];
  focusId: number | null;
  /** The zoom buttons, the search and the Filtered badge, shared with the card. */
  toolbar: React.ReactNode;
}

/** Spec 000: Expand opens 'Detailed Ownership Structure' full-screen, with Visual Chart and List View tabs. */
export function OwnershipDialog(props: OwnershipDialogProps) {
  const { open, onOpenChange, chart, entities, links, focusId, toolbar } = props;
  const chartHeight = typeof window === 'undefined' ? 560 : Math.max(400, window.innerHeight - 190);
  const listed = linksInChain(links, chart.chain);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="h-screen w-screen max-w-none content-start rounded-none sm:rounded-none">
        <DialogHeader>
          <DialogTitle>Detailed Ownership Structure</DialogTitle>
          <DialogDescription>Click on any entity to focus on its entire ownership chain.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="chart">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <TabsList>
              <TabsTrigger value="chart">Visual Chart</TabsTrigger>
              <TabsTrigger value="list">List View</TabsTrigger>
            </TabsList>
            {toolbar}
          </div>
          <TabsContent value="chart">
            <NetworkChart {...chart} height={chartHeight} />
          </TabsContent>
          <TabsContent value="list">
            <OwnershipList entities={entities} links={listed} focusId={focusId} onFocus={chart.onNodeClick} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
