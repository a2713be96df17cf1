import type { ComplianceIssues, TrustListCompliance } from '@ledgerline/contracts';
import { humanizeCode } from '@/lib/format-values';

interface TrustWithCompliance {
  compliance?: TrustListCompliance | null;
  complianceIssues?: ComplianceIssues | null;
}

/**
 * The trust's verdict as the server keeps it: the compliance page's rule (roles, documents, overdue filings),
 * so the list, its counts, the detail page and the compliance page agree (docs/decisions/0076).
 */
export const isTrustCompliant = (trust: TrustWithCompliance): boolean => trust.compliance === 'compliant';

const lower = (code: string) => humanizeCode(code).toLowerCase();

/** Why a trust needs attention, one phrase per failed check ('Missing: beneficiary', '2 overdue filings'). */
export function complianceReasons(issues: ComplianceIssues | null | undefined): string[] {
  if (!issues) return [];
  const reasons: string[] = [];
  if (issues.missingRelationships.length > 0)
    reasons.push(`Missing: ${issues.missingRelationships.map(lower).join(', ')}`);
  if (issues.missingDocuments.length > 0)
    reasons.push(`Missing documents: ${issues.missingDocuments.map(lower).join(', ')}`);
  const overdue = issues.overdueFilings;
  if (overdue > 0) reasons.push(`${overdue} overdue filing${overdue === 1 ? '' : 's'}`);
  return reasons;
}

export const complianceSummary = (trust: TrustWithCompliance): string =>
  complianceReasons(trust.complianceIssues).join('; ');
