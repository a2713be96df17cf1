import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EntityLimitAlert } from '@/features/entities/components/entity-limit-alert';
import { entityLimitTooltip } from '@/features/entities/components/entity-limit-texts';
import {
  CreateRelationshipForm,
  type RelationshipEnds,
} from '@/features/relationships/components/create-relationship-form';
import { useEvidenceDocuments } from './relationship-evidence';
import { relationshipKind, useRelationshipLimit } from './relationship-limit';

interface CreateState {
  entityId?: number | string;
  isAdditional?: boolean | string;
  targetEntityId?: number | string;
}

const positive = (value: unknown) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** Spec 001 section 2: entityId and isAdditional=true come from the query or from navigation state. */
export function RelationshipCreateRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as CreateState;
  const sourceEntityId = positive(params.get('entityId') ?? state.entityId);
  const isAdditional = (params.get('isAdditional') ?? String(state.isAdditional ?? '')) === 'true';
  const limit = useRelationshipLimit();
  const [ends, setEnds] = useState<RelationshipEnds>({ sourceEntityId: 0, targetEntityId: 0 });
  const evidenceDocuments = useEvidenceDocuments(ends.sourceEntityId, ends.targetEntityId);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/relationships">
          <ArrowLeft aria-hidden />
          Back to Relationships
        </Link>
      </Button>
      {limit ? <EntityLimitAlert limit={limit} kind={relationshipKind} /> : null}
      <CreateRelationshipForm
        key={`${sourceEntityId ?? ''}-${isAdditional}`}
        sourceEntityId={sourceEntityId}
        targetEntityId={positive(state.targetEntityId)}
        isAdditional={isAdditional}
        limitReached={limit?.hasReachedEntityLimit ?? false}
        limitHint={limit ? entityLimitTooltip(limit, 'relationships') : undefined}
        onCreated={(relationship) => navigate(`/relationships/${relationship.id}`)}
        onCancel={() => navigate('/relationships')}
        evidenceDocuments={evidenceDocuments}
        onEndsChange={setEnds}
      />
    </div>
  );
}
