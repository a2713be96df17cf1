import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import type { CreateFilingRequest, EntityType } from '@ledgerline/contracts';
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
import { createFilingSchema, useCreateFiling } from '../../api/create-filing';
import { FilingFormFields } from './filing-form-fields';
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
  const setOpen = (next: boolean) => {
    if (!next) form.reset(blank);
    setLocalOpen(next);
    onOpenChange?.(next);
  };
  const createMutation = useCreateFiling({ onSuccess: () => setOpen(false) });
  const onSubmit = form.handleSubmit((values) =>
    createMutation.mutate(
      {
        ...values,
        submissionDate: values.status === 'submitted' ? values.submissionDate || null : null,
        notes: values.notes || null,
      },
      { onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS) },
    ),
  );

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
