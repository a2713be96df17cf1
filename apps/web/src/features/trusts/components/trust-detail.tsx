import { useNavigate } from 'react-router-dom';
import type { EntityDetailView } from '@ledgerline/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTrust } from '../api/get-trust';
import { TrustComplianceWarning } from './trust-compliance-warning';
import { TrustDetailHeader } from './trust-detail-header';
import { TrustLoadState } from './trust-load-state';
import { TrustOverviewTab } from './trust-overview-tab';

interface TrustDetailProps {
  trustId: number;
  renderRelationships?: (trust: EntityDetailView) => React.ReactNode;
  renderAssets?: (trust: EntityDetailView) => React.ReactNode;
  renderFilings?: (trust: EntityDetailView) => React.ReactNode;
  renderHistory?: (trust: EntityDetailView) => React.ReactNode;
}

/** Spec 001 'Trusts' detail page; the route composes the Relationships, Assets and Filings tabs. */
export function TrustDetail(props: TrustDetailProps) {
  const { trustId, renderRelationships, renderAssets, renderFilings, renderHistory } = props;
  const navigate = useNavigate();
  const trustQuery = useTrust(trustId);
  const trust = trustQuery.data;
  if (!trust || trust.type !== 'trust') return <TrustLoadState trustQuery={trustQuery} trustId={trustId} />;

  return (
    <div className="space-y-6">
      <TrustDetailHeader trust={trust} onDeleted={() => navigate('/trusts', { flushSync: true })} />
      <TrustComplianceWarning trust={trust} />
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="relationships">Relationships</TabsTrigger>
          <TabsTrigger value="assets">Assets</TabsTrigger>
          <TabsTrigger value="filings">Filings</TabsTrigger>
          {renderHistory ? <TabsTrigger value="history">History</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="overview">
          <TrustOverviewTab trust={trust} />
        </TabsContent>
        <TabsContent value="relationships">{renderRelationships?.(trust)}</TabsContent>
        <TabsContent value="assets">{renderAssets?.(trust)}</TabsContent>
        <TabsContent value="filings">{renderFilings?.(trust)}</TabsContent>
        {renderHistory ? <TabsContent value="history">{renderHistory(trust)}</TabsContent> : null}
      </Tabs>
    </div>
  );
}
