import { localDay } from '@ledgerline/contracts';
import type { OwnershipGraph } from '@ledgerline/ownership';
import type { ReadStore } from '@ledgerline/projections';
import {
  changeDaysOf,
  effectiveDaysOf,
  KNOWN_NOW,
  knownSliceVersions,
} from '../ownership/projections/known-at-slice';
import { OWNERSHIP_GRAPH } from '../ownership/projections/ownership-graph.projector';
import {
  LINK_VERSIONS,
  type LinkVersionDocument,
} from '../ownership/projections/ownership-history.projector';
import { batchesOf, oneOrMany, upstreamSlice } from '../ownership/projections/ownership-slice';
import { changeDays, effectiveChangeDay, graphAbove, ownersOn, sameOwners } from './domain/bo-changes';
import type { OwnerComparison, OwnerChange } from './domain/plan-filings.decider';

/** Link versions as a graph's links, so the walk over what lies above an entity can read them. */
const asGraph = (versions: readonly LinkVersionDocument[]): OwnershipGraph => ({
  entities: [],
  relationships: versions.map((version) => ({ ...version, id: version.relationshipId })),
});

/**
 * An undated relationship counts from the day it was recorded, so a change entered today is not dated back
 * to an older start date of another relationship.
 */
const datedFromRecording = <T extends { startDate?: string | null; createdAt?: unknown }>(
  links: readonly T[],
  timeZone: string,
): T[] =>
  links.map((link) =>
    link.startDate || typeof link.createdAt !== 'string'
      ? link
      : { ...link, startDate: localDay(link.createdAt, timeZone) },
  );

/**
 * Of the comparisons with the first lodgement's due day, those with a dated change to a link into the entity
 * after it (a start, the day after an end, a change's stated effective day): only those can call for an update
 * before anything was filed (docs/decisions/0026). One read of the links' versions, never the engine.
 */
export async function datedChangeSince(
  readStore: ReadStore,
  accountId: number,
  comparisons: readonly OwnerComparison[],
  timeZone: string,
): Promise<OwnerComparison[]> {
  if (comparisons.length === 0) return [];
  const latest = new Map<number, string>();
  const ids = [...new Set(comparisons.map((c) => c.entityId))].sort((a, b) => a - b);
  for (const batch of batchesOf(ids))
    for (const version of await readStore.find<LinkVersionDocument>(LINK_VERSIONS, {
      accountId,
      targetEntityId: oneOrMany(batch),
    }))
      for (const day of changeDaysOf([version], timeZone, true))
        if (day > (latest.get(version.targetEntityId) ?? '')) latest.set(version.targetEntityId, day);
  return comparisons.filter((c) => (latest.get(c.entityId) ?? '') > (c.after ?? ''));
}

/**
 * The comparisons whose owners differ today from the filed (or first-due) set, with the day that took effect.
 * Each link counts as its version in force on each day (docs/decisions/0033), so a percentage or a type changed
 * with effect from a past day dates the change from that day, as the BO route dates `ceasedOn`.
 */
export async function detectOwnerChanges(
  readStore: ReadStore,
  accountId: number,
  comparisons: readonly OwnerComparison[],
  today: string,
  timeZone: string,
): Promise<OwnerChange[]> {
  const candidates = [
    ...comparisons.filter((c) => c.filed !== null),
    ...(await datedChangeSince(
      readStore,
      accountId,
      comparisons.filter((c) => c.filed === null),
      timeZone,
    )),
  ];
  if (candidates.length === 0) return [];
  const slice = await upstreamSlice(
    readStore,
    OWNERSHIP_GRAPH,
    accountId,
    candidates.map((c) => c.entityId),
  );
  // The version history is read only when the owners today may differ from those filed, which is seldom.
  const differing = candidates.filter(
    (c) => c.filed === null || !sameOwners(c.filed, ownersOn(slice, c.entityId, today)),
  );
  if (differing.length === 0) return [];
  const { versions, graphOn } = await knownSliceVersions(
    readStore,
    accountId,
    differing.map((c) => c.entityId),
    KNOWN_NOW,
    timeZone,
  );
  const recordedVersions = datedFromRecording(versions, timeZone);
  const changes: OwnerChange[] = [];
  for (const comparison of differing) {
    const { entityId, filed: filedSet, after } = comparison;
    // Without a filing the baseline is the set on the first lodgement's due day, dated changes only.
    const datedOnly = filedSet === null;
    const ownersOnDay = (day: string): ReturnType<typeof ownersOn> => {
      const graph = graphOn(day, datedOnly);
      const links = datedOnly ? graph.relationships : datedFromRecording(graph.relationships, timeZone);
      return ownersOn({ ...graph, relationships: links }, entityId, day);
    };
    const owners = ownersOnDay(today);
    const filed = filedSet ?? ownersOnDay(after ?? today);
    if (sameOwners(filed, owners)) continue;
    const dated = datedOnly ? versions : recordedVersions;
    const above = new Set(graphAbove(asGraph(dated), entityId).relationships.map((r) => r.id));
    const aboveVersions = dated.filter((version) => above.has(version.relationshipId));
    const days = changeDays(
      asGraph(aboveVersions),
      after,
      today,
      effectiveDaysOf(aboveVersions, timeZone, datedOnly),
    );
    const effectiveOn = effectiveChangeDay(days, filed, ownersOnDay);
    if (!effectiveOn) continue;
    // The register learnt of the change when the first version dated from that day was recorded.
    const recordedOn =
      aboveVersions
        .filter((version) => changeDaysOf([version], timeZone, datedOnly).includes(effectiveOn))
        .map((version) => localDay(version.recordedFrom, timeZone))
        .sort()[0] ?? today;
    changes.push({ entityId, baseline: comparison.baseline, filed, owners, effectiveOn, recordedOn });
  }
  return changes;
}
