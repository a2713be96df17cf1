import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { EntityLimitButton } from '@/features/entities/components/entity-limit-button';
import { IndividualsList } from '@/features/individuals/components/individuals-list';

export function IndividualsRoute() {
  const limitQuery = useEntityLimit();
  return (
    <IndividualsList
      addAction={
        <EntityLimitButton to="/individuals/create" label="Add Individual" limit={limitQuery.data} />
      }
    />
  );
}
