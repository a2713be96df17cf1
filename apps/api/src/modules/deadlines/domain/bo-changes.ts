import { computeBeneficialOwners, LINKS_LEADING_BOTH_WAYS, type OwnershipGraph } from '@ledgerline/ownership';
import { addDays } from './business-days';

/** A beneficial owner as a BO filing declares them: who, and in which category (DOMAIN.md section 3). */
export interface FiledOwner {
  individualId: number;
  /** Absent in filings recorded before categories were (they compared on the people alone). */
  category?: string;
}

const keyOf = (owners: readonly FiledOwner[], withCategories: boolean): string =>
  owners
    .map((o) => (withCategories ? `${o.individualId}=${o.category ?? ''}` : String(o.individualId)))
    .sort()
    .join('.');

/** Categories count once the filed set recorded them: a change of category alone calls for refiling. */
export function sameOwners(filed: readonly FiledOwner[], now: readonly FiledOwner[]): boolean {
  const withCategories = filed.every((o) => o.category !== undefined);
  return keyOf(filed, withCategories) === keyOf(now, withCategories);
}

/** A key for the owners now: the people, and their categories where the people alone did not change. */
export function ownersKey(filed: readonly FiledOwner[], now: readonly FiledOwner[]): string {
  const people = keyOf(now, false);
  return people === keyOf(filed, false) ? `${people}:${keyOf(now, true)}` : people;
}

/**
 * The links above `entityId` in `graph` (into it or into anything above it; a subsidiary link the other way):
 * an account-wide graph holds other entities' links, whose days say nothing of this entity's owners.
 */
export function graphAbove(graph: OwnershipGraph, entityId: number): OwnershipGraph {
  const above = new Set([entityId]);
  // A nominee's or s56(2) link leads both ways (docs/decisions/0078): its ends are each above the other.
  const upward = (r: OwnershipGraph['relationships'][number]): [number, number][] =>
    r.type === 'subsidiary'
      ? [[r.sourceEntityId, r.targetEntityId]]
      : LINKS_LEADING_BOTH_WAYS.includes(r.type)
        ? [
            [r.targetEntityId, r.sourceEntityId],
            [r.sourceEntityId, r.targetEntityId],
          ]
        : [[r.targetEntityId, r.sourceEntityId]];
  for (let grew = true; grew;) {
    grew = false;
    for (const r of graph.relationships)
      for (const [below, owner] of upward(r)) {
        if (!above.has(below) || above.has(owner)) continue;
        above.add(owner);
        grew = true;
      }
  }
  return {
    ...graph,
    relationships: graph.relationships.filter((r) => upward(r).some(([below]) => above.has(below))),
  };
}

/**
 * The days on which the owners can have changed after `after` (exclusive; every day when null): each start
 * date, the day after each end date and each day a change of a link took effect (`effective`), up to and
 * including today, which is always one.
 */
export function changeDays(
  graph: OwnershipGraph,
  after: string | null,
  today: string,
  effective: Iterable<string> = [],
): string[] {
  const days = new Set([today, ...effective]);
  for (const { startDate, endDate } of graph.relationships) {
    if (startDate) days.add(startDate.slice(0, 10));
    if (endDate) days.add(addDays(endDate.slice(0, 10), 1));
  }
  return [...days].filter((day) => day <= today && (after === null || day > after)).sort();
}

/**
 * The day the present difference from the filed owners took effect: the first of the trailing run of change
 * days on which the owners differ from them; null when they do not differ today.
 */
export function effectiveChangeDay(
  days: readonly string[],
  filed: readonly FiledOwner[],
  ownersOn: (day: string) => FiledOwner[],
): string | null {
  let effective: string | null = null;
  for (const day of [...days].reverse()) {
    if (sameOwners(filed, ownersOn(day))) break;
    effective = day;
  }
  return effective;
}

/** The natural persons who are beneficial owners of `entityId` on `day`, with their categories, in id order. */
export function ownersOn(graph: OwnershipGraph, entityId: number, day: string): FiledOwner[] {
  if (!graph.entities.some((e) => e.id === entityId)) return [];
  return computeBeneficialOwners(graph, entityId, { asOf: day, maxPaths: 0 })
    .owners.filter((o) => o.isBeneficialOwner)
    .map((o) => ({ individualId: o.individualId, category: o.category }))
    .sort((a, b) => a.individualId - b.individualId);
}
