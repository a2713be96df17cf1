import { localDay } from '@ledgerline/contracts';
import type { OwnershipGraph } from '@ledgerline/ownership';
import type { ReadStore } from '@ledgerline/projections';
import { OWNERSHIP_GRAPH } from '../ownership/projections/ownership-graph.projector';
import { upstreamSlice } from '../ownership/projections/ownership-slice';
import {
  RELATIONSHIPS,
  type RelationshipDocument,
} from '../relationships/projections/relationship.read-model';
import { changeDays, effectiveChangeDay, graphAbove, ownersOn, sameOwners } from './domain/bo-changes';
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
  let recordedGraph: Promise<OwnershipGraph> | null = null;
  const changes: OwnerChange[] = [];
  for (const comparison of comparisons) {
    const { entityId } = comparison;
    const owners = ownersOn(slice, entityId, today);
    // Without a filing the baseline is the set on the first lodgement's due day, dated links only.
    const filed = comparison.filed ?? ownersOn(slice, entityId, comparison.after ?? today);
    if (sameOwners(filed, owners)) continue;
    // Recorded days are read only when the owners differ, which is seldom.
    const graph = comparison.filed ? await (recordedGraph ??= datedFromRecording(readStore, slice)) : slice;
    const days = changeDays(graphAbove(graph, entityId), comparison.after, today);
    const effectiveOn = effectiveChangeDay(days, filed, (day) => ownersOn(graph, entityId, day));
    if (effectiveOn) changes.push({ entityId, baseline: comparison.baseline, filed, owners, effectiveOn });
  }
  return changes;
}
