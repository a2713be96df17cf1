import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type DocumentView, type RejectDocumentInput, rejectDocumentSchema } from '@ledgerline/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSetDocumentValidation } from '../../api/change-document';

interface RejectDocumentDialogProps {
  document: DocumentView | null;
  onOpenChange: (open: boolean) => void;
}

/** The review's "reject" step: a document is marked invalid only with the reason the uploader will read. */
export function RejectDocumentDialog({ document, onOpenChange }: RejectDocumentDialogProps) {
  return (
    <Dialog open={document !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {document ? <RejectForm document={document} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ document, onDone }: { document: DocumentView; onDone: () => void }) {
  const form = useForm<RejectDocumentInput, unknown, z.output<typeof rejectDocumentSchema>>({
    resolver: zodResolver(rejectDocumentSchema),
    defaultValues: { validationNotes: '' },
  });
  const setValidation = useSetDocumentValidation();
  const submit = form.handleSubmit(({ validationNotes }) =>
    setValidation.mutate(
      { id: document.id, validationStatus: 'invalid', validationNotes },
      {
        onSuccess: onDone,
        onError: (error) => applyServerFieldErrors(error, form.setError, ['validationNotes']),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Reject Document</DialogTitle>
        <DialogDescription>
          {document.originalName} will be marked invalid. Say why, so it can be replaced with a good copy.
        </DialogDescription>
      </DialogHeader>
      <FormField label="Reason" required error={form.formState.errors.validationNotes?.message}>
        {(control) => <Textarea {...control} autoFocus {...form.register('validationNotes')} />}
      </FormField>
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onDone} disabled={setValidation.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={setValidation.isPending}>
          {setValidation.isPending ? 'Rejecting...' : 'Reject Document'}
        </Button>
      </DialogFooter>
    </form>
  );
}
