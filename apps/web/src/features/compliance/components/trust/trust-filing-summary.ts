import type { TrustComplianceView } from '../../api/get-trust-compliance';

type Filing = TrustComplianceView['filingRequirements'][number];

/** Spec 001 section 9: the overview shows the first 3 upcoming deadlines. */
export const UPCOMING_SHOWN = 3;

/** Open filings (pending or overdue), soonest first. */
export function upcomingDeadlines(filings: readonly Filing[]): Filing[] {
  return filings
    .filter((filing) => filing.status === 'pending' || filing.status === 'overdue')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

const SEVERITY = ['overdue', 'pending', 'submitted', 'exempt', 'not_required'];

/** One tile per requirement type, showing its most pressing status. */
export function filingSummary(filings: readonly Filing[]): { requirementType: string; status: string }[] {
  const byType = new Map<string, string>();
  for (const filing of filings) {
    const current = byType.get(filing.requirementType);
    const rank = (status: string | undefined) =>
      status === undefined
        ? Infinity
        : SEVERITY.indexOf(status) === -1
          ? SEVERITY.length
          : SEVERITY.indexOf(status);
    if (rank(filing.status) < rank(current)) byType.set(filing.requirementType, filing.status);
  }
  return [...byType].map(([requirementType, status]) => ({ requirementType, status }));
}
