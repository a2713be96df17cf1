import { Link } from 'react-router-dom';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { EntityView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeletionImpactNotice } from '@/components/deletion-impact-notice';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useDeleteCompany } from '../api/delete-company';
import { CompanyStatusBadge } from './company-status-badge';
import { RequireRole } from '@/components/require-role';

/** Spec 001 'Company detail' header: name, description, Edit, Delete and the badges. */
export function CompanyDetailHeader({
  company,
  onDeleted,
}: {
  company: EntityView;
  onDeleted: () => unknown;
}) {
  const deleteMutation = useDeleteCompany({ onSuccess: onDeleted });
  return (
    <div className="space-y-4">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/companies">
          <ArrowLeft aria-hidden />
          Back to Companies
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{company.name}</h1>
          <p className="text-muted-foreground">{company.description || 'Company details'}</p>
        </div>
        <RequireRole permission="edit">
          <div className="flex gap-2">
            <Button variant="outline" asChild>
              <Link to={`/companies/${company.id}/edit`}>
                <Pencil aria-hidden />
                Edit
              </Link>
            </Button>
            <ConfirmDeleteDialog
              title="Delete Company"
              description={`Are you sure you want to delete ${company.name}? It can be restored from Trash for 30 days.`}
              details={<DeletionImpactNotice entityId={company.id} />}
              pending={deleteMutation.isPending}
              onConfirm={() => deleteMutation.mutateAsync(company.id)}
            />
          </div>
        </RequireRole>
      </div>
      <div className="flex flex-wrap gap-2">
        <CompanyStatusBadge status={company.status} uppercase />
        {company.registrationNumber ? (
          <Badge variant="outline">Reg: {company.registrationNumber}</Badge>
        ) : null}
        {company.country ? <Badge variant="outline">{company.country}</Badge> : null}
      </div>
    </div>
  );
}
