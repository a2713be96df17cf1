import { Query } from '@nestjs/cqrs';
import type { EntityView } from '@ledgerline/contracts';

export class GetEntityQuery extends Query<EntityView> {
  constructor(
    readonly accountId: number,
    readonly entityId: number,
  ) {
    super();
  }
}
