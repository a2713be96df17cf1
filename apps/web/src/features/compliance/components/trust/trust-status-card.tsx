import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TrustComplianceView } from '../../api/get-trust-compliance';

function Row({ label, ok, text }: { label: string; ok: boolean; text: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b py-2 last:border-0">
      <span className="text-sm">{label}</span>
      <Badge variant={ok ? 'success' : 'destructive'}>{text}</Badge>
    </div>
  );
}

export function TrustStatusCard({ compliance }: { compliance: TrustComplianceView }) {
  const { checks, isCompliant, overdueFilings } = compliance;
  const Icon = isCompliant ? CheckCircle2 : AlertTriangle;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className={isCompliant ? 'size-5 text-success' : 'size-5 text-destructive'} aria-hidden />
          <span data-testid="trust-compliance-status">
            {isCompliant ? 'Compliant' : 'Attention Required'}
          </span>
        </CardTitle>
        <CardDescription>
          {isCompliant
            ? 'All compliance requirements have been met'
            : 'There are compliance issues that need your attention'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Row
          label="Required Relationships"
          ok={checks.relationshipsComplete}
          text={checks.relationshipsComplete ? 'Complete' : 'Incomplete'}
        />
        <Row
          label="Required Documents"
          ok={checks.documentsComplete}
          text={checks.documentsComplete ? 'Complete' : 'Incomplete'}
        />
        <Row
          label="Filing Requirements"
          ok={checks.filingsUpToDate}
          text={checks.filingsUpToDate ? 'Up to Date' : `${overdueFilings} Overdue`}
        />
      </CardContent>
    </Card>
  );
}
