import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { EntityLimitButton } from '@/features/entities/components/entity-limit-button';
import { TrustsList } from '@/features/trusts/components/trusts-list';

export function TrustsRoute() {
  const limitQuery = useEntityLimit();
  return (
    <TrustsList
      addAction={<EntityLimitButton to="/trusts/create" label="Add Trust" limit={limitQuery.data} />}
    />
  );
}
