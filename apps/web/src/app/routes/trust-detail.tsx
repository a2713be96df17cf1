import { useParams } from 'react-router-dom';
import { EntityFilingsPanel } from '@/features/compliance/components/filings/entity-filings-panel';
import { AssetsTab, RelationshipsTab } from './entity-panels';
import { RecordHistoryPanel } from '@/features/history/components/record-history-panel';
import { TrustDetail } from '@/features/trusts/components/trust-detail';

export function TrustDetailRoute() {
  const { trustId } = useParams();
  return (
    <TrustDetail
      key={trustId}
      trustId={Number(trustId)}
      renderRelationships={(trust) => <RelationshipsTab entity={trust} noun="trust" />}
      renderAssets={(trust) => <AssetsTab entity={trust} typeFilter />}
      renderFilings={(trust) => <EntityFilingsPanel entity={trust} />}
      renderHistory={(trust) => <RecordHistoryPanel subject={{ type: 'entity', id: trust.id }} />}
    />
  );
}
