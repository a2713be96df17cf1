import { type FilingRequirementView, type FilingStatus, isFilingOverdue } from '@ledgerline/contracts';
import type { DocumentFilter } from '@ledgerline/projections';
import type { FilingDocument } from '../projections/filing.read-model';

const DAY_MS = 24 * 60 * 60 * 1000;
export const UPCOMING_DAYS = 30;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Overdue as of `today`: not submitted, not exempt or not required, and the due date has passed. */
export function toFilingView(doc: FilingDocument, today: string): FilingRequirementView {
  const storedStatus = doc.status as FilingStatus;
  const isOverdue = isFilingOverdue(doc, today);
  const { filingId, accountId: _a, isOpen: _o, entityName: _n, dueOn: _d, openRank: _r, ...rest } = doc;
  return {
    ...(rest as unknown as FilingRequirementView),
    id: filingId,
    assigneeUserId: doc.assigneeUserId ?? null,
    status: isOverdue ? 'overdue' : storedStatus === 'overdue' ? 'pending' : storedStatus,
    storedStatus,
    isOverdue,
    daysUntilDue: daysBetween(today, doc.dueDate),
  };
}

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Which copy of the due date a range tests: `dueDate` (indexed) when the list is sorted by due date, so the
 * range is read in order from the index; `dueOn` (tested per row) under any other sort.
 */
export type DueField = 'dueDate' | 'dueOn';

/** The stored facts behind a status as answered on `today` (see toFilingView). */
export function statusFilter(status: FilingStatus, today: string, due: DueField = 'dueDate'): DocumentFilter {
  if (status === 'overdue') return overdueFilter(today, due);
  if (status === 'pending') return { isOpen: true, [due]: { gte: today } };
  return { status };
}

/** Open filings whose due date has passed: a due-date range under `isOpen`. */
export const overdueFilter = (today: string, due: DueField = 'dueDate'): DocumentFilter => ({
  isOpen: true,
  [due]: { lt: today },
});

/**
 * Open and due within the next UPCOMING_DAYS days (today included): a filing stored as overdue whose due date was
 * moved into the future reads as pending (toFilingView), so it is upcoming too.
 */
export const upcomingFilter = (today: string, due: DueField = 'dueDate'): DocumentFilter => ({
  isOpen: true,
  [due]: { gte: today, lte: addDays(today, UPCOMING_DAYS) },
});
