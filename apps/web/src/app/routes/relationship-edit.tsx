import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EditRelationshipForm } from '@/features/relationships/components/edit-relationship-form';
import { RelationshipLoader } from '@/features/relationships/components/relationship-loader';

export function RelationshipEditRoute() {
  const { relationshipId } = useParams();
  const navigate = useNavigate();
  const detailPath = `/relationships/${relationshipId}`;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to={detailPath}>
          <ArrowLeft aria-hidden />
          Back to Relationship
        </Link>
      </Button>
      <RelationshipLoader key={relationshipId} relationshipId={Number(relationshipId)}>
        {(relationship) => (
          <EditRelationshipForm
            relationship={relationship}
            onSaved={() => navigate(detailPath)}
            onCancel={() => navigate(detailPath)}
          />
        )}
      </RelationshipLoader>
    </div>
  );
}
