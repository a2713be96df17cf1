import { useParams } from 'react-router-dom';
import { EntityFilingsPanel } from '@/features/compliance/components/filings/entity-filings-panel';
import { EntityAssetsPanel } from '@/features/entities/components/entity-assets-panel';
import { EntityRelationshipsPanel } from '@/features/entities/components/entity-relationships-panel';
import { RecordHistoryPanel } from '@/features/history/components/record-history-panel';
import { TrustDetail } from '@/features/trusts/components/trust-detail';

export function TrustDetailRoute() {
  const { trustId } = useParams();
  return (
    <TrustDetail
      key={trustId}
      trustId={Number(trustId)}
      renderRelationships={(trust) => <EntityRelationshipsPanel entity={trust} noun="trust" />}
      renderAssets={(trust) => <EntityAssetsPanel entity={trust} typeFilter />}
      renderFilings={(trust) => <EntityFilingsPanel entity={trust} />}
      renderHistory={(trust) => <RecordHistoryPanel subject={{ type: 'entity', id: trust.id }} />}
    />
  );
}
