import { Query } from '@nestjs/cqrs';
import type { EntityType, EntityView } from '@ledgerline/contracts';

export type EntityListItem = EntityView & { sourceRelationships: unknown[]; targetRelationships: unknown[] };

export class ListEntitiesQuery extends Query<EntityListItem[]> {
  constructor(
    readonly accountId: number,
    readonly type: EntityType | null,
  ) {
    super();
  }
}
