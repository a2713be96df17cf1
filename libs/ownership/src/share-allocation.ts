import type { GraphRelationship } from './ownership-graph';
import { isActiveOn, meaningOf } from './relationship-rules';

/** Percentages carry two decimals; a total above 100 by less than this is rounding, not over-allocation. */
export const ALLOCATION_TOLERANCE = 0.005;

export interface ShareHolding {
  relationshipId: number;
  holderId: number;
  percentage: number;
}

export interface ShareAllocation {
  /** % of the company held on `day` by its current holdings (shareholder, parent, reversed subsidiary). */
  allocated: number;
  /** The most the holdings add up to on any day from `day` on (a recorded future start counts from then). */
  peak: number;
  /** The first day the peak is reached. */
  peakDay: string;
  /** The holdings current on `day`. */
  holdings: ShareHolding[];
}

const round = (value: number) => Math.round(value * 100) / 100;

export const isOverAllocated = (total: number) => total > 100 + ALLOCATION_TOLERANCE;

/**
 * How much of one company its recorded holdings allocate (docs/decisions/0021): we keep no share classes, so
 * all of a company's shares are one class. A total can only rise on a day a holding starts, so the peak is
 * found by summing on `day` and on each later recorded start date.
 */
export function shareAllocation(
  relationships: Iterable<GraphRelationship>,
  companyId: number,
  day: string,
): ShareAllocation {
  const held: { relationship: GraphRelationship; holding: ShareHolding }[] = [];
  for (const relationship of relationships) {
    const ownership = meaningOf(relationship).ownership;
    if (ownership?.heldId !== companyId) continue;
    const percentage = round(ownership.fraction * 100);
    held.push({
      relationship,
      holding: { relationshipId: relationship.id, holderId: ownership.holderId, percentage },
    });
  }
  const totalOn = (on: string) =>
    round(held.reduce((sum, h) => (isActiveOn(h.relationship, on) ? sum + h.holding.percentage : sum), 0));
  const laterStarts = held
    .map((h) => h.relationship.startDate?.slice(0, 10))
    .filter((start): start is string => !!start && start > day)
    .sort();
  let peak = totalOn(day);
  let peakDay = day;
  for (const start of laterStarts) {
    const total = totalOn(start);
    if (total > peak) [peak, peakDay] = [total, start];
  }
  return {
    allocated: totalOn(day),
    peak,
    peakDay,
    holdings: held.filter((h) => isActiveOn(h.relationship, day)).map((h) => h.holding),
  };
}
