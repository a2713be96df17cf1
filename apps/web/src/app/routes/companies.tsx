import { CompaniesList } from '@/features/companies/components/companies-list';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { EntityLimitButton } from '@/features/entities/components/entity-limit-button';

export function CompaniesRoute() {
  const limitQuery = useEntityLimit();
  return (
    <CompaniesList
      addCompanyAction={
        <EntityLimitButton to="/companies/create" label="Add Company" limit={limitQuery.data} />
      }
    />
  );
}
