import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EntityView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { notFound } from '../../../../shared/domain-error';
import { ENTITIES, type EntityDocument, toEntityView } from '../../projections/entity.read-model';
import { GetEntityQuery } from './get-entity.query';

@QueryHandler(GetEntityQuery)
export class GetEntityHandler implements IQueryHandler<GetEntityQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Another account's entity answers exactly like a missing one. */
  async execute({ accountId, entityId }: GetEntityQuery): Promise<EntityView> {
    const entity = await this.readStore.get<EntityDocument>(ENTITIES, String(entityId));
    if (!entity || entity.accountId !== accountId) throw notFound('Entity');
    return toEntityView(entity);
  }
}
