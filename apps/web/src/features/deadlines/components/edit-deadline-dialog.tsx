import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateFilingRequest,
  createFilingSchema,
  type EntityType,
  type FilingRequirementView,
} from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FilingFormFields } from '@/components/filings/filing-form-fields';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useEditFiling } from '../api/filing-actions';
import { AssigneeField, assigneeOf, assigneeValue, UNASSIGNED } from './assignee';
import { filingName } from './deadline-actions';

const FIELDS = ['requirementType', 'dueDate', 'status', 'submissionDate', 'notes'];

const valuesOf = (filing: FilingRequirementView): CreateFilingRequest => ({
  entityId: filing.entityId,
  requirementType: filing.requirementType,
  dueDate: filing.dueDate,
  status: filing.storedStatus === 'overdue' ? 'pending' : filing.storedStatus,
  submissionDate: filing.submissionDate ?? '',
  notes: filing.notes ?? '',
});

interface Picked {
  filing: FilingRequirementView;
  value: string;
  error?: string;
}

/** Edit a filing from the Deadlines page: the same fields and schema as Add Filing, sent as a PATCH. */
export function EditDeadlineDialog(props: {
  filing: FilingRequirementView | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { filing, onChanged } = props;
  const form = useForm<CreateFilingRequest>({
    resolver: zodResolver(createFilingSchema, undefined, { raw: true }),
  });
  const edit = useEditFiling(onChanged);
  // Not a field of the shared create schema (a new filing has no assignee): chosen beside the form, per filing.
  const [picked, setPicked] = useState<Picked | null>(null);
  const chosen = picked && picked.filing === filing ? picked : null;
  const assignee = chosen?.value ?? (filing ? assigneeValue(filing) : UNASSIGNED);
  const onClose = () => {
    setPicked(null);
    props.onClose();
  };
  useEffect(() => {
    if (filing) form.reset(valuesOf(filing));
  }, [filing, form]);
  if (!filing) return null;
  const onSubmit = form.handleSubmit((values) =>
    edit.mutate(
      {
        id: filing.id,
        changes: {
          requirementType: values.requirementType,
          dueDate: values.dueDate,
          status: values.status,
          submissionDate: values.status === 'submitted' ? values.submissionDate || null : null,
          notes: values.notes || null,
          assigneeUserId: assigneeOf(assignee),
        },
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, FIELDS);
          const refused = error instanceof ApiError ? error.fieldErrors : [];
          const message = refused.find((fieldError) => fieldError.field === 'assigneeUserId')?.message;
          setPicked({ filing, value: assignee, error: message });
        },
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit Filing Requirement</DialogTitle>
            <DialogDescription>{filingName(filing)}</DialogDescription>
          </DialogHeader>
          <FilingFormFields form={form} entityType={(filing.entity?.type ?? 'company') as EntityType} />
          <AssigneeField
            value={assignee}
            error={chosen?.error}
            onChange={(value) => setPicked({ filing, value })}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={edit.isPending}>
              {edit.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
