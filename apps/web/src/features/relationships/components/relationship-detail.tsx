import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, ArrowRight, Pencil, Plus, Trash2 } from 'lucide-react';
import type { RelationshipView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeleteRelationship } from '../api/delete-relationship';
import { RelationshipEntityCard } from './relationship-entity-card';
import { RelationshipFieldsList } from './relationship-fields-list';
import { relationshipTypeLabel } from './relationship-labels';
import { RequireRole } from '@/components/require-role';

interface RelationshipDetailProps {
  relationship: RelationshipView;
  onDeleted: () => unknown;
  /** The relationship's history, composed by the route from the history feature. */
  history?: React.ReactNode;
}

/** Spec 001 'Relationships' detail: source and target cards, the fields, Edit and Delete. */
export function RelationshipDetail({ relationship, onDeleted, history }: RelationshipDetailProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [changeReason, setChangeReason] = useState('');
  const deleteMutation = useDeleteRelationship({ onSuccess: onDeleted });
  const additional = `/relationships/create?entityId=${relationship.sourceEntityId}&isAdditional=true`;

  return (
    <div className="space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/relationships">
          <ArrowLeft aria-hidden />
          Back to Relationships
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">
            {relationshipTypeLabel(relationship.type)} Relationship
          </h1>
          <p className="text-muted-foreground">
            {relationship.sourceEntity.name} → {relationship.targetEntity.name}
          </p>
        </div>
        <RequireRole permission="edit">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to={additional} state={{ targetEntityId: relationship.targetEntityId }}>
                <Plus aria-hidden />
                Add Additional Type
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={`/relationships/${relationship.id}/edit`}>
                <Pencil aria-hidden />
                Edit
              </Link>
            </Button>
            <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        </RequireRole>
      </div>
      <div className="grid grid-cols-1 items-center gap-4 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <RelationshipEntityCard title="Source Entity" entity={relationship.sourceEntity} />
        <ArrowRight className="mx-auto hidden size-6 text-muted-foreground md:block" aria-hidden />
        <RelationshipEntityCard title="Target Entity" entity={relationship.targetEntity} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Relationship Details</CardTitle>
        </CardHeader>
        <CardContent>
          <RelationshipFieldsList relationship={relationship} />
        </CardContent>
      </Card>
      {history}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete Relationship"
        description={`Are you sure you want to delete this relationship between ${relationship.sourceEntity.name} and ${relationship.targetEntity.name}? This action cannot be undone.`}
        pending={deleteMutation.isPending}
        onConfirm={() =>
          deleteMutation.mutate(
            { relationshipId: relationship.id, changeReason },
            { onSettled: () => setConfirmOpen(false) },
          )
        }
      >
        <div className="space-y-2">
          <Label htmlFor="delete-relationship-reason">Reason (optional)</Label>
          <Textarea
            id="delete-relationship-reason"
            rows={2}
            maxLength={1000}
            placeholder="Why this relationship is removed, e.g. entered in error"
            value={changeReason}
            onChange={(event) => setChangeReason(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}
