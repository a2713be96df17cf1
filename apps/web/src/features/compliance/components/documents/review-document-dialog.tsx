import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DocumentView,
  type RejectDocumentInput,
  rejectDocumentSchema,
  reviewDocumentSchema,
} from '@ledgerline/contracts';
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

/** What the reviewer decides: valid (approve) or invalid (reject); both need a note (docs/decisions/0089). */
export type ReviewVerdict = 'valid' | 'invalid';

export interface DocumentReviewRequest {
  document: DocumentView;
  verdict: ReviewVerdict;
}

const WORDS = {
  valid: {
    schema: reviewDocumentSchema,
    title: 'Mark Document Valid',
    description: (name: string) => `${name} will be marked valid. Note what you checked.`,
    label: 'Review note',
    submit: 'Mark Valid',
    pending: 'Saving...',
    variant: 'default',
  },
  invalid: {
    schema: rejectDocumentSchema,
    title: 'Reject Document',
    description: (name: string) =>
      `${name} will be marked invalid. Say why, so it can be replaced with a good copy.`,
    label: 'Reason',
    submit: 'Reject Document',
    pending: 'Rejecting...',
    variant: 'destructive',
  },
} as const;

interface ReviewDocumentDialogProps {
  request: DocumentReviewRequest | null;
  onOpenChange: (open: boolean) => void;
}

/** The review step: a document is marked valid or invalid only with a note, kept with who reviewed it. */
export function ReviewDocumentDialog({ request, onOpenChange }: ReviewDocumentDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {request ? (
          <ReviewForm key={request.verdict} {...request} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ document, verdict, onDone }: DocumentReviewRequest & { onDone: () => void }) {
  const words = WORDS[verdict];
  const form = useForm<RejectDocumentInput, unknown, z.output<typeof rejectDocumentSchema>>({
    resolver: zodResolver(words.schema),
    defaultValues: { validationNotes: '' },
  });
  const setValidation = useSetDocumentValidation();
  const submit = form.handleSubmit(({ validationNotes }) =>
    setValidation.mutate(
      { id: document.id, validationStatus: verdict, validationNotes },
      {
        onSuccess: onDone,
        onError: (error) => applyServerFieldErrors(error, form.setError, ['validationNotes']),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{words.title}</DialogTitle>
        <DialogDescription>{words.description(document.originalName)}</DialogDescription>
      </DialogHeader>
      <FormField label={words.label} required error={form.formState.errors.validationNotes?.message}>
        {(control) => <Textarea {...control} autoFocus {...form.register('validationNotes')} />}
      </FormField>
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onDone} disabled={setValidation.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant={words.variant} disabled={setValidation.isPending}>
          {setValidation.isPending ? words.pending : words.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
