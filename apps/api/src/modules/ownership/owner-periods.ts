import type { BeneficialOwnerPeriod } from '@ledgerline/contracts';
import {
  type BeneficialOwnerResult,
  computeBeneficialOwners,
  type OwnershipGraph,
} from '@ledgerline/ownership';

export const dayAfter = (day: string): string => {
  const next = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};
const dayBefore = (day: string): string => {
  const previous = new Date(`${day}T00:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return previous.toISOString().slice(0, 10);
};

/**
 * When each owner of `targetId` became one and ceased to be one, on the effective-date axis of this graph:
 * the owners change only on a day a link of the slice starts, or the day after one ends, so the engine runs
 * once per such day (and once before all of them) instead of once per calendar day. `periodOf(id, day)` is
 * the unbroken period containing `day` (holders listed below the threshold are not owners): `becameOwnerOn`
 * null when it reaches back past every dated change (the holdings carry no start date), `ceasedOn` the first
 * day it no longer is one (null while it is).
 */
export const ownerPeriods = (graph: OwnershipGraph, targetId: number, threshold: number) =>
  ownerPeriodsOver(datedDays(graph.relationships), () => graph, targetId, threshold);

/** As formerOwnersOver, on one graph whose links carry their dates. */
export const formerOwners = (graph: OwnershipGraph, targetId: number, threshold: number, day: string) =>
  formerOwnersOver(datedDays(graph.relationships), () => graph, targetId, threshold, day);

/** The days links' dates change what is in force: each start, and the day after each end (sorted, distinct). */
export const datedDays = (
  links: Iterable<{ startDate?: string | null; endDate?: string | null }>,
  more: Iterable<string> = [],
): string[] => {
  const days = new Set(more);
  for (const link of links) {
    if (link.startDate) days.add(link.startDate.slice(0, 10));
    if (link.endDate) days.add(dayAfter(link.endDate));
  }
  return [...days].sort();
};

/**
 * As ownerPeriods, over a graph that differs by day (each link's version in force that day): `days` (sorted,
 * distinct) are the only days on which `graphOn` can change.
 */
export function ownerPeriodsOver(
  days: readonly string[],
  graphOn: (day: string) => OwnershipGraph,
  targetId: number,
  threshold: number,
) {
  const { owners, segmentOf } = ownerSegments(days, graphOn, targetId, threshold);
  return (ownerId: number, day: string): BeneficialOwnerPeriod => {
    const at = segmentOf(day);
    if (!owners[at].has(ownerId)) return { becameOwnerOn: null, ceasedOn: null };
    return periodAround(days, owners, ownerId, at);
  };
}

/**
 * Those who had been beneficial owners before `day` and no longer are on it ("ceased
 * on"), each as the engine saw it in the last stretch it owned, with that period: the web lists them apart.
 */
export function formerOwnersOver(
  days: readonly string[],
  graphOn: (day: string) => OwnershipGraph,
  targetId: number,
  threshold: number,
  day: string,
): (BeneficialOwnerResult & BeneficialOwnerPeriod)[] {
  const { probes, owners, segmentOf } = ownerSegments(days, graphOn, targetId, threshold);
  const at = segmentOf(day);
  const lastSegment = new Map<number, number>();
  for (let segment = 0; segment < at; segment++)
    for (const ownerId of owners[segment]) if (!owners[at].has(ownerId)) lastSegment.set(ownerId, segment);
  const bySegment = new Map<number, number[]>();
  for (const [ownerId, segment] of lastSegment)
    bySegment.set(segment, [...(bySegment.get(segment) ?? []), ownerId]);
  const former: (BeneficialOwnerResult & BeneficialOwnerPeriod)[] = [];
  for (const [segment, ownerIds] of bySegment) {
    const asOf = probes[segment];
    const { owners: results } = computeBeneficialOwners(graphOn(asOf), targetId, { threshold, asOf });
    for (const ownerId of ownerIds) {
      const result = results.find((owner) => owner.individualId === ownerId);
      if (result) former.push({ ...result, ...periodAround(days, owners, ownerId, segment) });
    }
  }
  return former.sort(
    (a, b) => (b.ceasedOn ?? '').localeCompare(a.ceasedOn ?? '') || a.individualId - b.individualId,
  );
}

/** The owner sets of each stretch between the days the graph changes: segment 0 is every day before the first. */
function ownerSegments(
  days: readonly string[],
  graphOn: (day: string) => OwnershipGraph,
  targetId: number,
  threshold: number,
) {
  // Segment 0 is every day before the first change; segment k >= 1 starts on days[k - 1].
  const probes = days.length === 0 ? ['1900-01-01'] : [dayBefore(days[0]), ...days];
  const owners = probes.map(
    (asOf) =>
      new Set(
        computeBeneficialOwners(graphOn(asOf), targetId, { threshold, asOf, maxPaths: 0 })
          .owners.filter((owner) => owner.isBeneficialOwner)
          .map((owner) => owner.individualId),
      ),
  );
  const segmentOf = (day: string): number => {
    let segment = 0;
    while (segment < days.length && days[segment] <= day) segment++;
    return segment;
  };
  return { probes, owners, segmentOf };
}

/** The unbroken run of segments around `at` in which `ownerId` is an owner. */
function periodAround(
  days: readonly string[],
  owners: readonly Set<number>[],
  ownerId: number,
  at: number,
): BeneficialOwnerPeriod {
  let first = at;
  while (first > 0 && owners[first - 1].has(ownerId)) first--;
  let end = at + 1;
  while (end < owners.length && owners[end].has(ownerId)) end++;
  return {
    becameOwnerOn: first === 0 ? null : days[first - 1],
    ceasedOn: end < owners.length ? days[end - 1] : null,
  };
}
