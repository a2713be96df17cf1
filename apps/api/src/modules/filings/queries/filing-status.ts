import type { FilingRequirementView, FilingStatus } from '@ledgerline/contracts';
import type { FilingDocument } from '../projections/filing-requirements.projector';

const DAY_MS = 24 * 60 * 60 * 1000;
export const UPCOMING_DAYS = 30;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Overdue as of `today`: not submitted, not exempt or not required, and the due date has passed. */
export function toFilingView(doc: FilingDocument, today: string): FilingRequirementView {
  const storedStatus = doc.status as FilingStatus;
  const open = storedStatus === 'pending' || storedStatus === 'overdue';
  const isOverdue = open && doc.dueDate < today;
  const { filingId, accountId: _a, ...rest } = doc;
  return {
    ...(rest as unknown as FilingRequirementView),
    id: filingId,
    status: isOverdue ? 'overdue' : storedStatus === 'overdue' ? 'pending' : storedStatus,
    storedStatus,
    isOverdue,
    daysUntilDue: daysBetween(today, doc.dueDate),
  };
}

export const isUpcoming = (filing: FilingRequirementView): boolean =>
  filing.status === 'pending' && filing.daysUntilDue >= 0 && filing.daysUntilDue <= UPCOMING_DAYS;
