import { Link } from 'react-router-dom';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { EntityDetailView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeletionImpactNotice } from '@/components/deletion-impact-notice';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useDeleteIndividual } from '../api/delete-individual';
import { IndividualStatusBadge } from './individual-status-badge';
import { RequireRole } from '@/components/require-role';

/** Spec 001 'Individuals' detail header: name, position, Edit, Delete, badges. */
export function IndividualDetailHeader({
  individual,
  onDeleted,
}: {
  individual: EntityDetailView;
  onDeleted: () => unknown;
}) {
  const deleteMutation = useDeleteIndividual({ onSuccess: onDeleted });
  const details = individual.individualDetail;
  return (
    <div className="space-y-4">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/individuals">
          <ArrowLeft aria-hidden />
          Back to Individuals
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{individual.name}</h1>
          <p className="text-muted-foreground">{details?.position || 'Individual details'}</p>
        </div>
        <RequireRole permission="edit">
          <div className="flex gap-2">
            <Button variant="outline" asChild>
              <Link to={`/individuals/${individual.id}/edit`}>
                <Pencil aria-hidden />
                Edit
              </Link>
            </Button>
            <ConfirmDeleteDialog
              title="Delete Individual"
              description={`Are you sure you want to delete ${individual.name}? It can be restored from Trash for 30 days.`}
              details={<DeletionImpactNotice entityId={individual.id} />}
              pending={deleteMutation.isPending}
              onConfirm={() => deleteMutation.mutateAsync(individual.id)}
            />
          </div>
        </RequireRole>
      </div>
      <div className="flex flex-wrap gap-2">
        <IndividualStatusBadge status={individual.status} />
        {details?.position ? <Badge variant="outline">{details.position}</Badge> : null}
        {details?.department ? <Badge variant="outline">{details.department}</Badge> : null}
      </div>
    </div>
  );
}
