import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import type { CreateFilingRequest, EntityType } from '@ledgerline/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { createFilingSchema, isDuplicateFiling, useCreateFiling } from '../../api/create-filing';
import { FilingFormFields } from '@/components/filings/filing-form-fields';
import { RequireRole } from '@/components/require-role';

interface AddFilingDialogProps {
  entity: { id: number; type: EntityType };
  /** Controlled open state, for pages whose own buttons open the dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  triggerLabel?: string;
}

const FIELDS = ['entityId', 'requirementType', 'dueDate', 'status', 'submissionDate', 'notes'];

/** Spec 001 'Add Filing Requirement dialog': closes and resets after a successful create. */
export function AddFilingDialog({
  entity,
  open,
  onOpenChange,
  triggerLabel = 'Add Filing',
}: AddFilingDialogProps) {
  const [localOpen, setLocalOpen] = useState(false);
  const isOpen = open ?? localOpen;
  const blank: CreateFilingRequest = {
    entityId: entity.id,
    requirementType: '',
    dueDate: '',
    status: 'pending',
    submissionDate: '',
    notes: '',
  };
  const form = useForm<CreateFilingRequest>({
    resolver: zodResolver(createFilingSchema, undefined, { raw: true }),
    defaultValues: blank,
  });
  // The filing the server found a twin of (same entity, kind and due date), with its message, until confirmed.
  const [duplicate, setDuplicate] = useState<{ filing: CreateFilingRequest; message: string } | null>(null);
  const setOpen = (next: boolean) => {
    setDuplicate(null);
    if (!next) form.reset(blank);
    setLocalOpen(next);
    onOpenChange?.(next);
  };
  const createMutation = useCreateFiling({ onSuccess: () => setOpen(false) });
  const create = (filing: CreateFilingRequest) =>
    createMutation.mutate(filing, {
      onError: (error) => {
        if (isDuplicateFiling(error)) setDuplicate({ filing, message: error.body?.message ?? '' });
        else applyServerFieldErrors(error, form.setError, FIELDS);
      },
    });
  const onSubmit = form.handleSubmit((values) => {
    setDuplicate(null);
    create({
      ...values,
      submissionDate: values.status === 'submitted' ? values.submissionDate || null : null,
      notes: values.notes || null,
    });
  });

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <RequireRole permission="edit" mode="disable">
        <DialogTrigger asChild>
          <Button>
            <Plus aria-hidden />
            {triggerLabel}
          </Button>
        </DialogTrigger>
      </RequireRole>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Add Filing Requirement</DialogTitle>
            <DialogDescription>Track a filing deadline for this entity.</DialogDescription>
          </DialogHeader>
          <FilingFormFields form={form} entityType={entity.type} />
          {duplicate ? (
            <Alert className="space-y-2">
              <p>{duplicate.message}. Add it anyway?</p>
              <Button
                type="button"
                variant="outline"
                disabled={createMutation.isPending}
                onClick={() => create({ ...duplicate.filing, allowDuplicate: true })}
              >
                Add anyway
              </Button>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={createMutation.isPending}>
              {createMutation.isPending ? 'Saving...' : 'Add Filing Requirement'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
