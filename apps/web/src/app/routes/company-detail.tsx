import { useParams } from 'react-router-dom';
import { CompanyDetail } from '@/features/companies/components/company-detail';
import { AssetsTab, RelationshipsTab } from './entity-panels';
import { OwnershipTimeline } from '@/features/history/components/ownership-timeline';
import { RecordHistoryPanel } from '@/features/history/components/record-history-panel';

export function CompanyDetailRoute() {
  const { companyId } = useParams();
  return (
    <CompanyDetail
      key={companyId}
      companyId={Number(companyId)}
      renderRelationships={(company) => <RelationshipsTab entity={company} noun="company" grouped />}
      renderAssets={(company) => <AssetsTab entity={company} />}
      renderHistory={(company) => <RecordHistoryPanel subject={{ type: 'entity', id: company.id }} />}
      renderOwnershipTimeline={(company) => <OwnershipTimeline entityId={company.id} />}
    />
  );
}
