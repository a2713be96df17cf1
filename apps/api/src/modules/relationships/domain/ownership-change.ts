import { DomainError } from '../../../shared/domain-error';
import { changeEffectiveAt, checkEffectiveDate } from '../../../shared/effective-at';
import type { FieldChanges } from '../../../shared/field-changes';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';

/** What an ownership change says about itself besides its fields. */
export interface OwnershipChangeFacts {
  /** The day the change took effect when it sets no end or start date of its own. */
  effectiveDate?: string | null;
  changeReason?: string | null;
  evidenceDocumentId?: number | null;
}

/**
 * When an update took effect: the end date it sets (a disposal), else the start date it sets, else the stated day.
 * A date moved later takes effect from the old one: a holding whose start moves from 1 March to 1 May did not
 * exist in April, which the old version, still in force until 1 May, would say it did. A first start date after
 * today takes effect today, for the same reason (the holding is not yet held).
 */
export function effectiveAtOf(
  changes: FieldChanges,
  effectiveDate: string | null | undefined,
  today: string,
): string | null {
  checkEffectiveDate(effectiveDate, today, 'RELATIONSHIP');
  for (const field of ['endDate', 'startDate']) {
    const { from, to } = changes[field] ?? {};
    if (typeof to !== 'string') continue;
    if (typeof from === 'string') return from < to ? from : to;
    return field === 'startDate' && to > today ? today : to;
  }
  return changeEffectiveAt(changes, [], effectiveDate);
}

/**
 * The reason and evidence the event carries; absent ones are left out so events without them keep their shape.
 * Evidence must be a live document of the account: another account's id reads as unknown (404), as everywhere.
 */
export function changeFactsData(
  facts: OwnershipChangeFacts,
  state: AccountRegisterState,
): { changeReason?: string; evidenceDocumentId?: number } {
  const { changeReason, evidenceDocumentId } = facts;
  if (evidenceDocumentId && !state.documents.has(evidenceDocumentId))
    throw new DomainError(
      'not_found',
      'RELATIONSHIP.EVIDENCE_NOT_FOUND',
      "Evidence document not found or you don't have access to it",
      [
        {
          field: 'evidenceDocumentId',
          message: "Evidence document not found or you don't have access to it",
        },
      ],
    );
  return {
    ...(changeReason ? { changeReason } : {}),
    ...(evidenceDocumentId ? { evidenceDocumentId } : {}),
  };
}
