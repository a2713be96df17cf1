import { useNavigate, useParams } from 'react-router-dom';
import { RelationshipDetail } from '@/features/relationships/components/relationship-detail';
import { RelationshipLoader } from '@/features/relationships/components/relationship-loader';

export function RelationshipDetailRoute() {
  const { relationshipId } = useParams();
  const navigate = useNavigate();
  return (
    <RelationshipLoader key={relationshipId} relationshipId={Number(relationshipId)}>
      {(relationship) => (
        <RelationshipDetail relationship={relationship} onDeleted={() => navigate('/relationships')} />
      )}
    </RelationshipLoader>
  );
}
