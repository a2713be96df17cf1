import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { EntityView } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { humanizeCode } from '@/lib/format-values';
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
  // Spec 001: the banner lists the missing relationship types; the other reasons follow as sentences.
  const missingRoles = trust.complianceIssues?.missingRelationships ?? [];
  const otherReasons = complianceReasons(
    trust.complianceIssues ? { ...trust.complianceIssues, missingRelationships: [] } : null,
  );
  return (
    <Alert variant="destructive">
      <AlertTriangle className="size-4" aria-hidden />
      <AlertTitle as="h2">Compliance Warning: Attention Required</AlertTitle>
      <AlertDescription>
        {missingRoles.length > 0 && (
          <>
            <p>This trust is missing required relationships:</p>
            <ul className="mt-1 list-disc pl-5">
              {missingRoles.map((role) => (
                <li key={role}>{humanizeCode(role)}</li>
              ))}
            </ul>
          </>
        )}
        {otherReasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        <Link className="mt-1 inline-block underline" to={`/trusts/${trust.id}/compliance`}>
          Open the compliance page
        </Link>
      </AlertDescription>
    </Alert>
  );
}
