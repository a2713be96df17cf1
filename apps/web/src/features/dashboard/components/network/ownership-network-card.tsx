import { useCallback, useEffect, useMemo, useState } from 'react';
import { Maximize2, Network } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChartViewToggle } from '@/components/ui/chart-view-toggle';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useChartView } from '@/hooks/use-chart-view';
import { errorMessage } from '@/lib/api-client';
import { NetworkChart } from './network-chart';
import { NetworkExportButtons } from './network-export-buttons';
import { NetworkToolbar } from './network-toolbar';
import { OwnershipDialog } from './ownership-dialog';
import { linksInChain, OwnershipList } from './ownership-list';
import { primeChartRenderer } from './prime-chart-renderer';
import { useOwnershipNetwork } from './use-ownership-network';
import { ZOOM } from './zoom-controls';

const CARD_HEIGHT = 420;

/**
 * Spec 000 'Dashboard': the Ownership Structure card of the network view. `groupId` is undefined while the
 * default group is still being looked up; `asOf` (YYYY-MM-DD) draws the links in force on that day, `knownAt` (a recorded moment) as the register then held them.
 */
export function OwnershipNetworkCard({
  groupId,
  groupName = null,
  asOf = null,
  knownAt = null,
}: {
  groupId: number | null | undefined;
  /** The chosen group's name, for the export's title. */
  groupName?: string | null;
  asOf?: string | null;
  knownAt?: string | null;
}) {
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [centerOn, setCenterOn] = useState<{ id: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [view, setView] = useChartView();
  const network = useOwnershipNetwork(groupId, focusId, expanded, { asOf, knownAt });
  useEffect(() => void primeChartRenderer(), []);
  const ready = network.status === 'ready' ? network : null;
  const toggleFocus = useCallback((id: number) => setFocusId((current) => (current === id ? null : id)), []);
  const expand = useCallback(
    (ownerId: number) => setExpanded((current) => new Set(current).add(ownerId)),
    [],
  );
  const nodes = ready?.nodes;
  const focusFromSearch = useCallback(
    (id: number) => {
      const cluster = nodes?.find((node) => node.cluster?.memberIds.includes(id));
      if (cluster?.cluster) expand(cluster.cluster.ownerId);
      setFocusId(id);
      setCenterOn({ id });
    },
    [nodes, expand],
  );
  const chart = useMemo(
    () =>
      ready && {
        nodes: ready.nodes,
        links: ready.drawnLinks,
        chain: ready.chain,
        zoom,
        onZoomChange: setZoom,
        onNodeClick: toggleFocus,
        onClusterClick: expand,
        centerOn,
      },
    [ready, zoom, toggleFocus, expand, centerOn],
  );

  const toolbar = (
    <NetworkToolbar
      onFind={ready ? focusFromSearch : null}
      filtered={!!ready?.chain}
      onClearFocus={() => setFocusId(null)}
      zoom={zoom}
      onZoomChange={setZoom}
    />
  );

  return (
    <Card role="region" aria-label="Ownership Structure">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Ownership Structure</CardTitle>
          <CardDescription>Click on any entity to focus on its entire ownership chain.</CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ChartViewToggle view={view} onViewChange={setView} label="Ownership Structure view" />
          {toolbar}
          <Button
            variant="outline"
            size="sm"
            disabled={!ready || ready.nodes.length === 0}
            onClick={() => setDialogOpen(true)}
          >
            <Maximize2 aria-hidden />
            Expand
          </Button>
          {ready && ready.nodes.length > 0 ? (
            <NetworkExportButtons
              nodes={ready.nodes}
              links={ready.drawnLinks}
              groupName={groupName}
              asOf={asOf}
              knownAt={knownAt}
            />
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
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
        ) : network.nodes.length === 0 || !chart ? (
          <EmptyState
            icon={<Network aria-hidden />}
            title="No entities available to visualize"
            description="Try adding relationships between entities to visualize them here."
          />
        ) : (
          <>
            {network.focusChain === 'loading' ? (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Loading the ownership chain...
              </p>
            ) : network.focusChain === 'failed' ? (
              <LoadErrorAlert title="Failed to fetch relationships." onRetry={network.retryFocusChain} />
            ) : null}
            {network.truncated ? (
              <p className="text-sm text-muted-foreground" data-testid="network-truncated">
                Showing {network.graph.entities.length.toLocaleString()} of{' '}
                {network.totalNodes.toLocaleString()} linked entities. Find an entity to see its whole chain.
              </p>
            ) : null}
            {/* Behind the full-screen dialog the card's chart waits, so each change is drawn once. */}
            {view === 'list' ? (
              <OwnershipList
                entities={network.graph.entities}
                links={linksInChain(network.graph.links, chart.chain)}
                focusId={network.chain ? focusId : null}
                onFocus={toggleFocus}
              />
            ) : (
              <NetworkChart {...chart} height={CARD_HEIGHT} paused={dialogOpen} />
            )}
            <OwnershipDialog
              open={dialogOpen}
              onOpenChange={setDialogOpen}
              chart={chart}
              entities={network.graph.entities}
              links={network.graph.links}
              focusId={network.chain ? focusId : null}
              toolbar={toolbar}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
