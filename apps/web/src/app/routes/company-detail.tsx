import { useParams } from 'react-router-dom';
import { CompanyDetail } from '@/features/companies/components/company-detail';
import { EntityAssetsPanel } from '@/features/entities/components/entity-assets-panel';
import { EntityRelationshipsPanel } from '@/features/entities/components/entity-relationships-panel';
import { OwnershipTimeline } from '@/features/history/components/ownership-timeline';
import { RecordHistoryPanel } from '@/features/history/components/record-history-panel';

export function CompanyDetailRoute() {
  const { companyId } = useParams();
  return (
    <CompanyDetail
      key={companyId}
      companyId={Number(companyId)}
      renderRelationships={(company) => <EntityRelationshipsPanel entity={company} noun="company" grouped />}
      renderAssets={(company) => <EntityAssetsPanel entity={company} />}
      renderHistory={(company) => <RecordHistoryPanel subject={{ type: 'entity', id: company.id }} />}
      renderOwnershipTimeline={(company) => <OwnershipTimeline entityId={company.id} />}
    />
  );
}
