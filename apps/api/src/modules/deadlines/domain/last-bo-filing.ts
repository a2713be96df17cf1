import type { RegisteredFiling } from '../../accounts/domain/account-register.state';
import { BO_FILING_TYPES } from '../../filings/domain/filing.deciders';
import type { FiledOwner } from './bo-changes';

export const filedOwnersOf = (filing: RegisteredFiling): FiledOwner[] | null =>
  filing.filedOwners ?? filing.filedOwnerIds?.map((individualId) => ({ individualId })) ?? null;

export const isBoFiling = (filing: RegisteredFiling): boolean =>
  BO_FILING_TYPES.includes(filing.requirementType);

/**
 * Of one entity's filings, the last submitted BO filing that recorded its owners (by submission day, then id):
 * what later owner changes are compared with.
 */
export function lastSubmittedBoFiling(
  filings: readonly [number, RegisteredFiling][],
): [number, RegisteredFiling] | undefined {
  return filings
    .filter(([, f]) => isBoFiling(f) && f.status === 'submitted' && filedOwnersOf(f))
    .sort(([a, fa], [b, fb]) => (fa.submissionDate ?? '').localeCompare(fb.submissionDate ?? '') || a - b)
    .at(-1);
}
