import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ErasePersonalDataRequest, erasePersonalDataSchema } from '@ledgerline/contracts';
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
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useErasePersonalData } from '../api/erase-personal-data';

export interface ErasureTarget {
  entityId: number;
  name: string;
  /** Still under the retention rules: erasing needs a reason, kept in the audit trail. */
  early: boolean;
  /** The first day it may be erased without a reason, when known. */
  erasableFrom?: string | null;
}

/** A reason is required to erase before the retention period is over. */
const earlySchema = erasePersonalDataSchema.refine((value) => value.overrideReason !== null, {
  path: ['overrideReason'],
  message: 'Give the reason for erasing before the retention period is over',
});

interface ErasePersonalDataDialogProps {
  target: ErasureTarget | null;
  onOpenChange: (open: boolean) => void;
}

/** POPIA s14 (docs/decisions/0032): the confirmation says what goes, what stays, and that it cannot be undone. */
export function ErasePersonalDataDialog({ target, onOpenChange }: ErasePersonalDataDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {target ? <EraseForm target={target} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EraseForm({ target, onDone }: { target: ErasureTarget; onDone: () => void }) {
  const form = useForm<ErasePersonalDataRequest, unknown, z.output<typeof erasePersonalDataSchema>>({
    resolver: zodResolver(target.early ? earlySchema : erasePersonalDataSchema),
    defaultValues: { overrideReason: '' },
  });
  const erase = useErasePersonalData();
  const submit = form.handleSubmit(({ overrideReason }) =>
    erase.mutate(
      { entityId: target.entityId, overrideReason },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, ['overrideReason']))
            form.setError('root', { message: errorMessage(error) });
        },
      },
    ),
  );
  const rootError = form.formState.errors.root?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Erase personal data of {target.name}?</DialogTitle>
        <DialogDescription>
          This cannot be undone. The name, contact details, ID and passport numbers, date of birth and
          addresses become unreadable for good, everywhere: the history and audit log show them as erased and
          the individual can no longer be restored. The individual's documents are destroyed (files, names and
          descriptions) and the notes of the links it holds are erased too. Who held what and when stays, as
          the law requires.
        </DialogDescription>
      </DialogHeader>
      {target.early ? (
        <FormField
          label="Reason for erasing before the retention period is over"
          required
          description={
            target.erasableFrom
              ? `The retention period runs until ${target.erasableFrom}. The reason is kept in the audit trail for good: do not name the person.`
              : 'The reason is kept in the audit trail for good: do not name the person.'
          }
          error={form.formState.errors.overrideReason?.message}
        >
          {(control) => <Textarea {...control} autoFocus {...form.register('overrideReason')} />}
        </FormField>
      ) : null}
      {rootError ? (
        <p role="alert" className="text-sm text-destructive">
          {rootError}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onDone} disabled={erase.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={erase.isPending}>
          {erase.isPending ? 'Erasing...' : 'Erase personal data'}
        </Button>
      </DialogFooter>
    </form>
  );
}
