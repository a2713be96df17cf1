import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { EntityLimitAlert, EntityUsageLine } from '@/features/entities/components/entity-limit-alert';
import { entityKinds } from '@/features/entities/components/entity-limit-texts';
import { CreateTrustForm } from '@/features/trusts/components/create-trust-form';

export function TrustCreateRoute() {
  const navigate = useNavigate();
  const limit = useEntityLimit().data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/trusts">
          <ArrowLeft aria-hidden />
          Back to Trusts
        </Link>
      </Button>
      {limit ? <EntityLimitAlert limit={limit} kind={entityKinds.trust} /> : null}
      <CreateTrustForm
        limitReached={limit?.hasReachedEntityLimit ?? false}
        usage={limit ? <EntityUsageLine limit={limit} /> : null}
        onCreated={(trust) => navigate(`/trusts/${trust.id}`)}
        onCancel={() => navigate('/trusts')}
      />
    </div>
  );
}
