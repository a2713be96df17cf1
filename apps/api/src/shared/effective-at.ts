import { DomainError } from './domain-error';
import type { FieldChanges } from './field-changes';

/** A day the user says a change took effect may not be after the account's today. */
export function checkEffectiveDate(
  effectiveDate: string | null | undefined,
  today: string,
  record: 'RELATIONSHIP' | 'ASSET' | 'ENTITY',
): void {
  if (effectiveDate && effectiveDate > today)
    throw new DomainError('invalid', `${record}.EFFECTIVE_DATE`, 'Effective date cannot be in the future', [
      { field: 'effectiveDate', message: 'Effective date cannot be in the future' },
    ]);
}

/** The day an update request says its change took effect, with the account's today to check it against. */
export interface StatedEffectiveDate {
  effectiveDate?: string | null;
  today: string;
}

/** The stated day, checked; null when none was stated. */
export function statedEffectiveDate(
  stated: StatedEffectiveDate | undefined,
  record: 'ASSET' | 'ENTITY',
): string | null {
  if (!stated?.effectiveDate) return null;
  checkEffectiveDate(stated.effectiveDate, stated.today, record);
  return stated.effectiveDate;
}

/**
 * When a change took effect: the first of `datedFields` it sets to a day (a disposal's end date, a new
 * acquisition date), else the stated day, else none (it then counts from when it was recorded).
 */
export function changeEffectiveAt(
  changes: FieldChanges,
  datedFields: readonly string[],
  effectiveDate: string | null | undefined,
): string | null {
  for (const field of datedFields) {
    const day = changes[field]?.to;
    if (typeof day === 'string') return day;
  }
  return effectiveDate ?? null;
}

/** The event's metadata field, left out when there is none so events without it keep their shape. */
export const effectiveAtField = (effectiveAt: string | null): { effectiveAt?: string } =>
  effectiveAt ? { effectiveAt } : {};
