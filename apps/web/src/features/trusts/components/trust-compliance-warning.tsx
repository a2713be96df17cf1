import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { humanizeCode } from '@/lib/format-values';
import type { TrustRole } from './trust-compliance';

/** Spec 001 'Trusts' detail: the banner listing the missing relationship types. */
export function TrustComplianceWarning({ missing }: { missing: TrustRole[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert variant="destructive">
      <AlertTriangle className="size-4" aria-hidden />
      <AlertTitle>Compliance Warning</AlertTitle>
      <AlertDescription>
        <p>This trust is missing required relationships:</p>
        <ul className="mt-1 list-disc pl-5">
          {missing.map((role) => (
            <li key={role}>{humanizeCode(role)}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
