import { localDay } from '@ledgerline/contracts';
import type { OwnershipGraph } from '@ledgerline/ownership';
import type { ReadStore } from '@ledgerline/projections';
import { OWNERSHIP_GRAPH } from '../ownership/projections/ownership-graph.projector';
import { upstreamSlice } from '../ownership/projections/ownership-slice';
import {
  RELATIONSHIPS,
  type RelationshipDocument,
} from '../relationships/projections/relationship.read-model';
import { changeDays, effectiveChangeDay, ownersOn } from './domain/bo-changes';
import type { OwnerComparison, OwnerChange } from './domain/plan-filings.decider';

/**
 * An undated relationship counts from the day it was recorded, so a change entered today is not dated back
 * to an older start date of another relationship.
 */
async function datedFromRecording(readStore: ReadStore, graph: OwnershipGraph): Promise<OwnershipGraph> {
  const relationships = await Promise.all(
    graph.relationships.map(async (r) => {
      if (r.startDate) return r;
      const doc = await readStore.get<RelationshipDocument>(RELATIONSHIPS, String(r.id));
      const recorded = typeof doc?.createdAt === 'string' ? localDay(doc.createdAt) : null;
      return { ...r, startDate: recorded };
    }),
  );
  return { ...graph, relationships };
}

/** The comparisons whose owners differ today from the filed (or first-due) set, with the day that took effect. */
export async function detectOwnerChanges(
  readStore: ReadStore,
  accountId: number,
  comparisons: readonly OwnerComparison[],
  today: string,
): Promise<OwnerChange[]> {
  if (comparisons.length === 0) return [];
  const slice = await upstreamSlice(
    readStore,
    OWNERSHIP_GRAPH,
    accountId,
    comparisons.map((c) => c.entityId),
  );
  const needsRecordedDays = comparisons.some((c) => c.filed !== null);
  const recordedGraph = needsRecordedDays ? await datedFromRecording(readStore, slice) : slice;
  return comparisons.flatMap((comparison): OwnerChange[] => {
    const { entityId } = comparison;
    // Without a filing the baseline is the set on the first lodgement's due day, dated links only.
    const graph = comparison.filed ? recordedGraph : slice;
    const filed = comparison.filed ?? ownersOn(graph, entityId, comparison.after ?? today);
    const days = changeDays(graph, comparison.after, today);
    const effectiveOn = effectiveChangeDay(days, filed, (day) => ownersOn(graph, entityId, day));
    if (!effectiveOn) return [];
    return [
      {
        entityId,
        baseline: comparison.baseline,
        filed,
        owners: ownersOn(graph, entityId, today),
        effectiveOn,
      },
    ];
  });
}
