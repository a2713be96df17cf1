import {
  COMPANY_ONLY_FILING_TYPES,
  FILING_TYPE_NAMES,
  type EntityType,
  type FilingRequirementView,
} from '@ledgerline/contracts';
import { humanizeCode } from '@/lib/format-values';

/** Spec 001 section 9: a pending filing is highlighted when due within 14 days. */
export const DUE_SOON_DAYS = 14;
/** 'Upcoming' filings: due in the next 30 days. */
export const UPCOMING_DAYS = 30;

const COMMON = ['beneficial_ownership_filing', 'annual_return', 'tax_filing', 'financial_statement'];
/** The trust kinds of spec 001's first listing; the server also takes the second's (docs/decisions/0008). */
const TRUST_ONLY = ['trust_deed_filing', 'trust_tax_return', 'trust_bo_register', 'trustee_update'];

export const filingTypeLabel = (type: string) => FILING_TYPE_NAMES[type] ?? humanizeCode(type);

/** Spec 001 section 3: change_of_directors only for companies, the trust kinds only for trusts. */
export function filingTypeOptions(entityType: EntityType | undefined) {
  const kinds =
    entityType === 'trust'
      ? [...COMMON, ...TRUST_ONLY]
      : entityType === 'company'
        ? [...COMMON, ...COMPANY_ONLY_FILING_TYPES]
        : COMMON;
  return [...kinds, 'other'].map((value) => ({ value, label: filingTypeLabel(value) }));
}

export const filingStatusOptions = ['pending', 'submitted', 'overdue', 'exempt'].map((value) => ({
  value,
  label: humanizeCode(value),
}));

export type DueTone = 'overdue' | 'soon' | 'submitted' | 'plain';

/** Red when overdue, amber within 14 days while pending, green once submitted. */
export function dueTone(
  filing: Pick<FilingRequirementView, 'status' | 'isOverdue' | 'daysUntilDue'>,
): DueTone {
  if (filing.status === 'submitted') return 'submitted';
  if (filing.status === 'overdue' || filing.isOverdue) return 'overdue';
  if (filing.status === 'pending' && filing.daysUntilDue <= DUE_SOON_DAYS) return 'soon';
  return 'plain';
}

export const dueToneClass: Record<DueTone, string> = {
  overdue: 'text-destructive font-medium',
  soon: 'text-warning font-medium',
  submitted: 'text-success font-medium',
  plain: '',
};

export const isOpenFiling = (filing: { status: string }) =>
  filing.status === 'pending' || filing.status === 'overdue';

export const isUpcomingFiling = (filing: FilingRequirementView) =>
  filing.status === 'pending' && !filing.isOverdue && filing.daysUntilDue <= UPCOMING_DAYS;
