import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { RelationshipView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { EditRelationshipForm } from '@/features/relationships/components/edit-relationship-form';
import { RelationshipLoader } from '@/features/relationships/components/relationship-loader';
import { useEvidenceDocuments } from './relationship-evidence';

function EditWithEvidence({ relationship, onDone }: { relationship: RelationshipView; onDone: () => void }) {
  const evidenceDocuments = useEvidenceDocuments(relationship.sourceEntityId, relationship.targetEntityId);
  return (
    <EditRelationshipForm
      relationship={relationship}
      evidenceDocuments={evidenceDocuments}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}

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
          <EditWithEvidence relationship={relationship} onDone={() => navigate(detailPath)} />
        )}
      </RelationshipLoader>
    </div>
  );
}
