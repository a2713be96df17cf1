import type { GraphRelationship } from './ownership-graph';
import { isActiveOn, meaningOf } from './relationship-rules';

/**
 * Percentages carry up to four decimals and totals are rounded to four (docs/decisions/0072), so any total above
 * 100 is an over-allocation; this only absorbs floating-point noise, far below the stored 0.0001%.
 */
export const ALLOCATION_TOLERANCE = 0.00005;

export interface ShareHolding {
  relationshipId: number;
  holderId: number;
  percentage: number;
}

export interface ShareAllocation {
  /** % of the company held on `day` by its current holdings (shareholder, parent, reversed subsidiary). */
  allocated: number;
  /**
   * The most the holdings add up to on any day from `day` on (a recorded future start counts from then), or
   * from the earlier day `from`.
   */
  peak: number;
  /** The first day the peak is reached. */
  peakDay: string;
  /** The holdings current on `day`. */
  holdings: ShareHolding[];
}

/** Sums of four-decimal percentages, back at four decimals (exact: 4.9999 + 95.0001 is 100). */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

export const isOverAllocated = (total: number) => total > 100 + ALLOCATION_TOLERANCE;

/**
 * How much of one company its recorded holdings allocate (docs/decisions/0021): we keep no share classes, so
 * all of a company's shares are one class. A total can only rise on a day a holding starts, so the peak is
 * found by summing on `day` and on each later recorded start date; with `from` (an earlier day), also on it
 * and on the start dates between, so a back-dated period is held to 100% as well.
 */
export function shareAllocation(
  relationships: Iterable<GraphRelationship>,
  companyId: number,
  day: string,
  { from = day }: { from?: string } = {},
): ShareAllocation {
  const held: { relationship: GraphRelationship; holding: ShareHolding }[] = [];
  for (const relationship of relationships) {
    const ownership = meaningOf(relationship).ownership;
    // A declared indirect interest holds shares of the companies in between, not of this one.
    if (ownership?.heldId !== companyId || ownership.declared) continue;
    const percentage = round(ownership.fraction * 100);
    held.push({
      relationship,
      holding: { relationshipId: relationship.id, holderId: ownership.holderId, percentage },
    });
  }
  const totalOn = (on: string) =>
    round(held.reduce((sum, h) => (isActiveOn(h.relationship, on) ? sum + h.holding.percentage : sum), 0));
  const first = from < day ? from : day;
  const starts = held
    .map((h) => h.relationship.startDate?.slice(0, 10))
    .filter((start): start is string => !!start && start > first);
  const days = [...new Set([first, ...starts, day])].sort();
  let peak = -1;
  let peakDay = day;
  for (const start of days) {
    const total = totalOn(start);
    // The first day of the peak, but today where today already reaches it.
    if (total > peak || (total === peak && start === day)) [peak, peakDay] = [total, start];
  }
  return {
    allocated: totalOn(day),
    peak,
    peakDay,
    holdings: held.filter((h) => isActiveOn(h.relationship, day)).map((h) => h.holding),
  };
}
