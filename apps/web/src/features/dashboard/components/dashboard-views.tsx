import { useState } from 'react';
import { GitFork, Network } from 'lucide-react';
import { AsOfBanner, KnownAtBanner } from '@/components/as-of/as-of-banner';
import { AsOfPicker } from '@/components/as-of/as-of-picker';
import { KnownAtPicker } from '@/components/as-of/known-at-picker';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAsOf, useKnownAt } from '@/hooks/use-as-of';
import { useDashboardGroups } from '../api/get-dashboard-groups';
import { useGroupSelection } from '../hooks/use-group-selection';
import { OrgChartCard } from './hierarchy/org-chart-card';
import { OwnershipNetworkCard } from './network/ownership-network-card';
import { GroupFilter } from './panels/group-filter';
import { RefreshButton } from './panels/refresh-button';

type ChartView = 'network' | 'hierarchy';
const viewTitles: Record<ChartView, string> = {
  network: 'Entity Relationships',
  hierarchy: 'Organization Chart',
};

/**
 * Spec 000 'Dashboard': Network View / Hierarchy View with the group filter and Refresh; both drawn as of the
 * day, and as recorded at the moment, in the address.
 */
export function DashboardViews() {
  const [view, setView] = useState<ChartView>('network');
  const [asOf, setAsOf] = useAsOf();
  const [knownAt, setKnownAt] = useKnownAt();
  const groupsQuery = useDashboardGroups();
  const selection = useGroupSelection(groupsQuery.data, groupsQuery.isError);
  return (
    <Tabs value={view} onValueChange={(next) => setView(next as ChartView)} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold tracking-tight">{viewTitles[view]}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <TabsList aria-label="Chart view">
            <TabsTrigger value="network" className="gap-1.5">
              <Network className="size-4" aria-hidden />
              Network View
            </TabsTrigger>
            <TabsTrigger value="hierarchy" className="gap-1.5">
              <GitFork className="size-4" aria-hidden />
              Hierarchy View
            </TabsTrigger>
          </TabsList>
          {view === 'network' ? (
            <GroupFilter
              groups={groupsQuery.data}
              error={groupsQuery.error}
              groupId={selection.groupId}
              onChoose={selection.choose}
            />
          ) : null}
          <AsOfPicker asOf={asOf} onAsOfChange={setAsOf} />
          <KnownAtPicker knownAt={knownAt} onKnownAtChange={setKnownAt} />
          <RefreshButton />
        </div>
      </div>
      <AsOfBanner asOf={asOf} onReturnToToday={() => setAsOf(null)} />
      <KnownAtBanner knownAt={knownAt} onReturnToNow={() => setKnownAt(null)} />
      <TabsContent value="network" className="mt-0">
        <OwnershipNetworkCard
          groupId={selection.groupId}
          groupName={groupsQuery.data?.find((group) => group.id === selection.groupId)?.name ?? null}
          asOf={asOf}
          knownAt={knownAt}
        />
      </TabsContent>
      <TabsContent value="hierarchy" className="mt-0">
        <OrgChartCard asOf={asOf} knownAt={knownAt} />
      </TabsContent>
    </Tabs>
  );
}
