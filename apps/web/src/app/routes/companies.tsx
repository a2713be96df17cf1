import { BodsMenu } from '@/features/bods/components/bods-menu';
import { CompaniesList } from '@/features/companies/components/companies-list';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { EntityLimitButton } from '@/features/entities/components/entity-limit-button';

export function CompaniesRoute() {
  const limitQuery = useEntityLimit();
  return (
    <CompaniesList
      addCompanyAction={
        <div className="flex flex-wrap gap-2">
          <BodsMenu />
          <EntityLimitButton to="/companies/create" label="Add Company" limit={limitQuery.data} />
        </div>
      }
    />
  );
}
