import { Link } from 'react-router-dom';
import { FileUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BodsExportButton } from '@/features/bods/components/bods-export-button';
import { CompaniesList } from '@/features/companies/components/companies-list';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { EntityLimitButton } from '@/features/entities/components/entity-limit-button';

export function CompaniesRoute() {
  const limitQuery = useEntityLimit();
  return (
    <CompaniesList
      addCompanyAction={
        <div className="flex flex-wrap gap-2">
          {/* BODS 0.4 for the whole account, and its import (docs/decisions/0030). */}
          <BodsExportButton label="Export BODS" />
          <Button variant="outline" asChild>
            <Link to="/import/bods">
              <FileUp aria-hidden />
              Import BODS
            </Link>
          </Button>
          <EntityLimitButton to="/companies/create" label="Add Company" limit={limitQuery.data} />
        </div>
      }
    />
  );
}
