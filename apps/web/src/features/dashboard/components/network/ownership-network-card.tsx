import { useCallback, useMemo, useState } from 'react';
import { Maximize2, Network, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { NetworkChart } from './network-chart';
import { ownershipChain } from './ownership-chain';
import { OwnershipDialog } from './ownership-dialog';
import { useOwnershipNetwork } from './use-ownership-network';
import { ZOOM, ZoomControls } from './zoom-controls';

/** Spec 000 'Dashboard': the Ownership Structure card of the network view. */
/** `groupId` undefined while the default group is still being looked up. */
export function OwnershipNetworkCard({ groupId }: { groupId: number | null | undefined }) {
  const network = useOwnershipNetwork(groupId);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const links = network.status === 'ready' ? network.links : null;
  const focusShown =
    focusId !== null && network.status === 'ready' && network.nodes.some((n) => n.id === focusId);
  const chain = useMemo(
    () => (focusShown && links && focusId !== null ? ownershipChain(focusId, links) : null),
    [focusShown, focusId, links],
  );
  const toggleFocus = useCallback((id: number) => setFocusId((current) => (current === id ? null : id)), []);

  const toolbar = (
    <div className="flex flex-wrap items-center gap-2">
      {chain ? (
        <Badge variant="secondary" className="gap-1 pr-1">
          Filtered
          <button
            type="button"
            className="rounded-full p-0.5 hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label="Clear focus"
            onClick={() => setFocusId(null)}
          >
            <X className="size-3" aria-hidden />
          </button>
        </Badge>
      ) : null}
      <ZoomControls zoom={zoom} onZoomChange={setZoom} />
    </div>
  );

  return (
    <Card role="region" aria-label="Ownership Structure">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Ownership Structure</CardTitle>
          <CardDescription>Click on any entity to focus on its entire ownership chain.</CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {toolbar}
          <Button
            variant="outline"
            size="sm"
            disabled={network.status !== 'ready' || network.nodes.length === 0}
            onClick={() => setExpanded(true)}
          >
            <Maximize2 aria-hidden />
            Expand
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {network.status === 'loading' ? (
          <div
            className="flex h-[420px] items-center justify-center gap-2 text-muted-foreground"
            aria-busy="true"
          >
            <Spinner />
            Loading entity relationships...
          </div>
        ) : network.status === 'load-error' ? (
          <LoadErrorAlert
            title={network.title}
            detail={errorMessage(network.detail)}
            onRetry={network.retry}
          />
        ) : network.status === 'processing-error' ? (
          <LoadErrorAlert title="Error processing entity relationships. Please try again." />
        ) : network.nodes.length === 0 ? (
          <EmptyState
            icon={<Network aria-hidden />}
            title="No entities available to visualize"
            description="Try adding relationships between entities to visualize them here."
          />
        ) : (
          <>
            <NetworkChart
              nodes={network.nodes}
              links={network.links}
              zoom={zoom}
              chain={chain}
              onNodeClick={toggleFocus}
              height={420}
            />
            <OwnershipDialog
              open={expanded}
              onOpenChange={setExpanded}
              nodes={network.nodes}
              links={network.links}
              zoom={zoom}
              focusId={chain ? focusId : null}
              chain={chain}
              onToggleFocus={toggleFocus}
              toolbar={toolbar}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
