import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';

interface ConfirmDeleteDialogProps {
  title: string;
  description: string;
  pending: boolean;
  /** Called on confirm; the dialog closes when the returned promise settles. */
  onConfirm: () => Promise<unknown>;
  triggerLabel?: string;
  /** Shown below the description while the dialog is open (mounted only then, so it may fetch). */
  details?: React.ReactNode;
}

/** A Delete button that asks for confirmation in an alert dialog before calling onConfirm. */
export function ConfirmDeleteDialog({
  title,
  description,
  pending,
  onConfirm,
  triggerLabel = 'Delete',
  details,
}: ConfirmDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  const confirm = () => {
    void onConfirm()
      .catch(() => undefined)
      .finally(() => setOpen(false));
  };
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden />
          {triggerLabel}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {details}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button: the Radix Action would close the dialog before the delete finishes. */}
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
