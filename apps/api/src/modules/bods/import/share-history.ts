import type { BodsInterest } from '../bods.types';
import type { MappedLink } from './interest-mapping';

/** A later share of a link, in force from its day: imported as an update with that effective day. */
export interface ShareChange {
  ownershipPercentage: number;
  effectiveDate: string;
}

/**
 * A holding stated as dated periods of different shares (30% from 2015 to 14 January 2026, 20% from the 15th, as
 * our export states a change): the link starts with the first share and each later one becomes a change
 * effective from its start, so the register answers the old share for the days before it (docs/decisions/0082).
 * Statements with one share, or undated periods, keep the link as mapped.
 */
export function shareHistory(link: MappedLink, interests: readonly BodsInterest[]): ShareChange[] {
  const periods = interests
    .filter(
      (i) =>
        i.type === 'shareholding' && i.directOrIndirect !== 'indirect' && typeof i.share?.exact === 'number',
    )
    .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''));
  // Only the first may be undated, and then it must end: an open undated share says nothing of its days.
  if (
    periods.length < 2 ||
    periods.slice(1).some((p) => !p.startDate) ||
    !(periods[0].startDate ?? periods[0].endDate)
  )
    return [];
  link.ownershipPercentage = periods[0].share!.exact!;
  link.startDate = periods[0].startDate ?? link.startDate;
  const changes: ShareChange[] = [];
  let current = link.ownershipPercentage;
  for (const period of periods.slice(1)) {
    const share = period.share!.exact!;
    if (share === current) continue;
    changes.push({ ownershipPercentage: share, effectiveDate: period.startDate! });
    current = share;
  }
  return changes;
}
