import type { RelationshipFields } from '../../accounts/domain/account-register.state';

/** One version of a link and the day its change took effect ('' for a first version counted from its start). */
export interface LinkVersion {
  fields: RelationshipFields;
  effectiveDay: string;
}

/** A stretch of days over which the link held as `fields` say; an absent end is open, an absent start unbounded. */
export interface LinkPeriod {
  fields: RelationshipFields;
  startDate?: string;
  endDate?: string;
}

const DAY_MS = 86_400_000;
const shifted = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const dayBefore = (day: string): string => shifted(day, -1);
export const dayAfter = (day: string): string => shifted(day, 1);

const day = (value: string | null | undefined): string | undefined =>
  value ? value.slice(0, 10) : undefined;

/** What a period says about the interest: two periods that say the same and touch are one. */
const interestKey = (fields: RelationshipFields): string =>
  JSON.stringify([
    fields.sourceEntityId,
    fields.targetEntityId,
    fields.relationshipType,
    fields.ownershipPercentage ?? null,
    fields.effectiveControl ?? null,
    fields.natureOfInterest ?? null,
  ]);

/**
 * The link's valid-time history as known now (docs/decisions/0033, `versionsOn`): on each day the version in
 * force is the last recorded whose change took effect by then, and that version's own dates and active flag say
 * whether it holds. So 30% from 2015 changed to 20% with effect from 15 January 2026 is 30% until 14 January
 * and 20% from the 15th, which an export must state for a past day to be answered again after an import.
 */
export function linkPeriods(versions: readonly LinkVersion[]): LinkPeriod[] {
  const days = [...new Set(versions.map((v) => v.effectiveDay).filter(Boolean))].sort();
  const bounds = ['', ...days];
  const periods: LinkPeriod[] = [];
  bounds.forEach((from, i) => {
    const to = bounds[i + 1];
    let version: LinkVersion | undefined;
    for (const candidate of versions) if (candidate.effectiveDay <= from) version = candidate;
    if (!version || !version.fields.isActive) return;
    const { startDate, endDate } = version.fields;
    const start = [from || undefined, day(startDate)].filter(Boolean).sort().at(-1);
    const end = [to ? dayBefore(to) : undefined, day(endDate)].filter(Boolean).sort()[0];
    if (start && end && start > end) return;
    const previous = periods.at(-1);
    if (
      previous?.endDate &&
      start === dayAfter(previous.endDate) &&
      interestKey(previous.fields) === interestKey(version.fields)
    ) {
      previous.endDate = end;
      previous.fields = version.fields;
    } else periods.push({ fields: version.fields, startDate: start, endDate: end });
  });
  return periods;
}

/** The period that holds on `day` ('' : before every dated change). */
export const periodOn = (periods: readonly LinkPeriod[], day: string): LinkPeriod | undefined =>
  periods.find(
    (period) =>
      (!period.startDate || (day !== '' && period.startDate <= day)) &&
      (!period.endDate || day === '' || period.endDate >= day),
  );
