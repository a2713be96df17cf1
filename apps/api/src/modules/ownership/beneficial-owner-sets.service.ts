import { Inject, Injectable } from '@nestjs/common';
import { computeBeneficialOwners } from '@ledgerline/ownership';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import {
  OWNERSHIP_ENTITIES,
  OWNERSHIP_LINKS,
  type OwnershipEntityDocument,
  type OwnershipLinkDocument,
} from './projections/ownership-graph.projector';

/** The ids of the natural persons who qualify as beneficial owners now (threshold 5%), per entity. */
@Injectable()
export class BeneficialOwnerSets {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async current(accountId: number, entityIds: number[], today: string): Promise<Map<number, number[]>> {
    const sets = new Map<number, number[]>();
    if (entityIds.length === 0) return sets;
    const [entities, links] = await Promise.all([
      this.readStore.find<OwnershipEntityDocument>(OWNERSHIP_ENTITIES, { accountId }),
      this.readStore.find<OwnershipLinkDocument>(OWNERSHIP_LINKS, { accountId }),
    ]);
    const graph = {
      entities: entities.map((e) => ({ id: e.entityId, name: e.name, type: e.type })),
      relationships: links.map((r) => ({ ...r, id: r.relationshipId })),
    };
    const known = new Set(graph.entities.map((e) => e.id));
    for (const entityId of entityIds) {
      if (!known.has(entityId)) continue;
      const { owners } = computeBeneficialOwners(graph, entityId, { asOf: today, maxPaths: 0 });
      sets.set(
        entityId,
        owners
          .filter((o) => o.isBeneficialOwner)
          .map((o) => o.individualId)
          .sort((a, b) => a - b),
      );
    }
    return sets;
  }
}
