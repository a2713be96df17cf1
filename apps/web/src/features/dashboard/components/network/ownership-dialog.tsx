import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NetworkChart } from './network-chart';
import type { NetworkLink } from './network-graph';
import type { PositionedNode } from './network-layout';
import { OwnershipList } from './ownership-list';

interface OwnershipDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nodes: readonly PositionedNode[];
  links: readonly NetworkLink[];
  zoom: number;
  focusId: number | null;
  chain: ReadonlySet<number> | null;
  onToggleFocus: (entityId: number) => void;
  /** The zoom buttons and the Filtered badge, shared with the card. */
  toolbar: React.ReactNode;
}

export function OwnershipDialog(props: OwnershipDialogProps) {
  const { open, onOpenChange, nodes, links, zoom, focusId, chain, onToggleFocus, toolbar } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
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
            <NetworkChart
              nodes={nodes}
              links={links}
              zoom={zoom}
              chain={chain}
              onNodeClick={onToggleFocus}
              height={560}
            />
          </TabsContent>
          <TabsContent value="list">
            <OwnershipList nodes={nodes} links={links} focusId={focusId} onFocus={onToggleFocus} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
