import { Link } from 'react-router-dom';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { TrustListItem } from '../api/get-trusts';
import { Tooltip } from '@/components/ui/tooltip';
import { complianceSummary } from './trust-compliance';
import { RequireRole } from '@/components/require-role';

const statusVariants: Record<string, 'success' | 'secondary' | 'outline'> = {
  active: 'success',
  pending: 'outline',
  inactive: 'secondary',
};

export function TrustStatusBadge({ status }: { status: string | null | undefined }) {
  const value = status || 'active';
  return (
    <Badge variant={statusVariants[value] ?? 'outline'}>
      {value.charAt(0).toUpperCase() + value.slice(1)}
    </Badge>
  );
}

export function TrustStatusCell({ value }: CustomCellRendererProps<TrustListItem, string | null>) {
  return <TrustStatusBadge status={value} />;
}

export function TrustComplianceCell({ data }: CustomCellRendererProps<TrustListItem>) {
  if (!data?.compliance) return null;
  if (data.compliance === 'compliant') return <Badge variant="success">Compliant</Badge>;
  // The reasons are the badge's description (read by screen readers) and its tooltip (decision 0076).
  const reasons = complianceSummary(data);
  const reasonsId = `trust-${data.id}-compliance-reasons`;
  return (
    <>
      <Tooltip content={reasons || undefined}>
        <Badge variant="destructive" tabIndex={0} aria-describedby={reasonsId}>
          Attention
        </Badge>
      </Tooltip>
      <span id={reasonsId} className="sr-only">
        {reasons}
      </span>
    </>
  );
}

export function TrustActionsCell({ data }: CustomCellRendererProps<TrustListItem>) {
  if (!data) return null;
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="sm" asChild>
        <Link to={`/trusts/${data.id}`} aria-label={`View ${data.name}`}>
          View
        </Link>
      </Button>
      <RequireRole permission="edit">
        <Button variant="ghost" size="sm" asChild>
          <Link to={`/trusts/${data.id}/edit`} aria-label={`Edit ${data.name}`}>
            Edit
          </Link>
        </Button>
      </RequireRole>
    </div>
  );
}
