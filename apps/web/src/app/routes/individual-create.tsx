import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { EntityLimitAlert, EntityUsageLine } from '@/features/entities/components/entity-limit-alert';
import { entityKinds } from '@/features/entities/components/entity-limit-texts';
import { CreateIndividualForm } from '@/features/individuals/components/create-individual-form';

export function IndividualCreateRoute() {
  const navigate = useNavigate();
  const limit = useEntityLimit().data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/individuals">
          <ArrowLeft aria-hidden />
          Back to Individuals
        </Link>
      </Button>
      {limit ? <EntityLimitAlert limit={limit} kind={entityKinds.individual} /> : null}
      <CreateIndividualForm
        limitReached={limit?.hasReachedEntityLimit ?? false}
        usage={limit ? <EntityUsageLine limit={limit} /> : null}
        onCreated={(individual) => navigate(`/individuals/${individual.id}`)}
        onCancel={() => navigate('/individuals')}
      />
    </div>
  );
}
