import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CreateCompanyForm } from '@/features/companies/components/create-company-form';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { EntityLimitAlert, EntityUsageLine } from '@/features/entities/components/entity-limit-alert';
import { entityKinds } from '@/features/entities/components/entity-limit-texts';

export function CompanyCreateRoute() {
  const navigate = useNavigate();
  const limit = useEntityLimit().data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/companies">
          <ArrowLeft aria-hidden />
          Back to Companies
        </Link>
      </Button>
      {limit ? <EntityLimitAlert limit={limit} kind={entityKinds.company} /> : null}
      <CreateCompanyForm
        limitReached={limit?.hasReachedEntityLimit ?? false}
        usage={limit ? <EntityUsageLine limit={limit} /> : null}
        onCreated={(company) => navigate(`/companies/${company.id}`)}
        onCancel={() => navigate('/companies')}
      />
    </div>
  );
}
