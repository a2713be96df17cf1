import { useParams } from 'react-router-dom';
import { DocumentManagement } from '@/features/compliance/components/documents/document-management';
import { AssetsTab, RelationshipsTab } from './entity-panels';
import { RecordHistoryPanel } from '@/features/history/components/record-history-panel';
import { IndividualDetail } from '@/features/individuals/components/individual-detail';

export function IndividualDetailRoute() {
  const { individualId } = useParams();
  return (
    <IndividualDetail
      key={individualId}
      individualId={Number(individualId)}
      renderRelationships={(individual) => <RelationshipsTab entity={individual} noun="individual" />}
      renderAssets={(individual) => <AssetsTab entity={individual} />}
      renderDocuments={(individual) => <DocumentManagement entityId={individual.id} />}
      renderHistory={(individual) => <RecordHistoryPanel subject={{ type: 'entity', id: individual.id }} />}
    />
  );
}
