import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { ENTITIES, type EntityDocument, toEntityView } from '../../projections/entity.read-model';
import { type EntityListItem, ListEntitiesQuery } from './list-entities.query';

@QueryHandler(ListEntitiesQuery)
export class ListEntitiesHandler implements IQueryHandler<ListEntitiesQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ accountId, type }: ListEntitiesQuery): Promise<EntityListItem[]> {
    const filter: DocumentFilter = type ? { accountId, type } : { accountId };
    const entities = await this.readStore.find<EntityDocument>(ENTITIES, filter, {
      sort: [{ field: 'entityId', direction: 'desc' }],
    });
    // Relationships arrive with the entity-register issue; until then no entity has any.
    return entities.map((entity) => ({
      ...toEntityView(entity),
      sourceRelationships: [],
      targetRelationships: [],
    }));
  }
}
