import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { EntityLimitButton } from '@/features/entities/components/entity-limit-button';

export function DashboardRoute() {
  const limitQuery = useEntityLimit();
  return (
    <DashboardLayout
      actions={<EntityLimitButton to="/companies/create" label="New Entity" limit={limitQuery.data} />}
    />
  );
}
