import { Inject, Injectable } from '@nestjs/common';
import { computeBeneficialOwners } from '@ledgerline/ownership';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { OWNERSHIP_GRAPH } from './projections/ownership-graph.projector';
import { upstreamSlice } from './projections/ownership-slice';

/**
 * The ids of the natural persons who qualify as beneficial owners now (threshold 5%), per entity, computed on
 * the slice of the graph upstream of the entities asked about.
 */
@Injectable()
export class BeneficialOwnerSets {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async current(accountId: number, entityIds: number[], today: string): Promise<Map<number, number[]>> {
    const sets = new Map<number, number[]>();
    if (entityIds.length === 0) return sets;
    const graph = await upstreamSlice(this.readStore, OWNERSHIP_GRAPH, accountId, entityIds);
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
