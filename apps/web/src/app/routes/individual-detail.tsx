import { useParams } from 'react-router-dom';
import { DocumentManagement } from '@/features/compliance/components/documents/document-management';
import { EntityAssetsPanel } from '@/features/entities/components/entity-assets-panel';
import { EntityRelationshipsPanel } from '@/features/entities/components/entity-relationships-panel';
import { RecordHistoryPanel } from '@/features/history/components/record-history-panel';
import { IndividualDetail } from '@/features/individuals/components/individual-detail';

export function IndividualDetailRoute() {
  const { individualId } = useParams();
  return (
    <IndividualDetail
      key={individualId}
      individualId={Number(individualId)}
      renderRelationships={(individual) => <EntityRelationshipsPanel entity={individual} noun="individual" />}
      renderAssets={(individual) => <EntityAssetsPanel entity={individual} />}
      renderDocuments={(individual) => <DocumentManagement entityId={individual.id} />}
      renderHistory={(individual) => <RecordHistoryPanel subject={{ type: 'entity', id: individual.id }} />}
    />
  );
}
