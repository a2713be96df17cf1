import { Link } from 'react-router-dom';
import { ArrowLeft, Pencil, ShieldCheck } from 'lucide-react';
import type { EntityDetailView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeletionImpactNotice } from '@/components/deletion-impact-notice';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { humanizeCode } from '@/lib/format-values';
import { useDeleteTrust } from '../api/delete-trust';
import { TrustStatusBadge } from './trust-cells';
import { RequireRole } from '@/components/require-role';

/** Spec 001 'Trusts' detail header: Compliance, Edit and Delete ('Are you sure?'). */
export function TrustDetailHeader({
  trust,
  onDeleted,
}: {
  trust: EntityDetailView;
  onDeleted: () => unknown;
}) {
  const deleteMutation = useDeleteTrust({ onSuccess: onDeleted });
  return (
    <div className="space-y-4">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/trusts">
          <ArrowLeft aria-hidden />
          Back to Trusts
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{trust.name}</h1>
          <p className="text-muted-foreground">{trust.description || 'Trust details'}</p>
          <div className="flex flex-wrap gap-2">
            <TrustStatusBadge status={trust.status} />
            {trust.trustType ? <Badge variant="outline">{humanizeCode(trust.trustType)}</Badge> : null}
            {trust.registrationNumber ? <Badge variant="outline">{trust.registrationNumber}</Badge> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={`/trusts/${trust.id}/compliance`}>
              <ShieldCheck aria-hidden />
              Compliance
            </Link>
          </Button>
          <RequireRole permission="edit">
            <>
              <Button variant="outline" asChild>
                <Link to={`/trusts/${trust.id}/edit`}>
                  <Pencil aria-hidden />
                  Edit
                </Link>
              </Button>
              <ConfirmDeleteDialog
                title="Are you sure?"
                description={`This will delete ${trust.name}. It can be restored from Trash for 30 days.`}
                details={<DeletionImpactNotice entityId={trust.id} />}
                pending={deleteMutation.isPending}
                onConfirm={() => deleteMutation.mutateAsync(trust.id)}
              />
            </>
          </RequireRole>
        </div>
      </div>
    </div>
  );
}
