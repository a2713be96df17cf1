import { EntityLimitButton } from '@/features/entities/components/entity-limit-button';
import { RelationshipsList } from '@/features/relationships/components/relationships-list';
import { useRelationshipLimit } from './relationship-limit';

export function RelationshipListRoute() {
  const limit = useRelationshipLimit();
  return (
    <RelationshipsList
      addAction={
        <EntityLimitButton
          to="/relationships/create"
          label="Add Relationship"
          limit={limit}
          noun="relationships"
        />
      }
    />
  );
}
