import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { EntityView } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { complianceReasons } from './trust-compliance';

/**
 * Spec 001 'Trusts' detail: the banner saying why the trust needs attention, with the compliance page's verdict
 * and its reasons (missing parties, missing documents, overdue filings; docs/decisions/0076).
 */
export function TrustComplianceWarning({
  trust,
}: {
  trust: Pick<EntityView, 'id' | 'compliance' | 'complianceIssues'>;
}) {
  if (trust.compliance !== 'attention') return null;
  return (
    <Alert variant="destructive">
      <AlertTriangle className="size-4" aria-hidden />
      <AlertTitle>Compliance Warning: Attention Required</AlertTitle>
      <AlertDescription>
        <ul className="mt-1 list-disc pl-5">
          {complianceReasons(trust.complianceIssues).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <Link className="mt-1 inline-block underline" to={`/trusts/${trust.id}/compliance`}>
          Open the compliance page
        </Link>
      </AlertDescription>
    </Alert>
  );
}
