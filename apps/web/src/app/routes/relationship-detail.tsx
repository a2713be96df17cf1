import { useNavigate, useParams } from 'react-router-dom';
import { RecordHistoryPanel } from '@/features/history/components/record-history-panel';
import { RelationshipDetail } from '@/features/relationships/components/relationship-detail';
import { RelationshipLoader } from '@/features/relationships/components/relationship-loader';

export function RelationshipDetailRoute() {
  const { relationshipId } = useParams();
  const navigate = useNavigate();
  return (
    <RelationshipLoader key={relationshipId} relationshipId={Number(relationshipId)}>
      {(relationship) => (
        <RelationshipDetail
          relationship={relationship}
          onDeleted={() => navigate('/relationships', { flushSync: true })}
          history={<RecordHistoryPanel collapsible subject={{ type: 'relationship', id: relationship.id }} />}
        />
      )}
    </RelationshipLoader>
  );
}
