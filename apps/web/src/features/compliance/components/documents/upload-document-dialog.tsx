import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import type { DocumentType } from '@ledgerline/contracts';
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
import {
  uploadDocumentSchema,
  useUploadDocument,
  type UploadDocumentValues,
} from '../../api/upload-document';
import { UploadDocumentFields } from './upload-document-fields';
import { RequireRole } from '@/components/require-role';

interface UploadDocumentDialogProps {
  entityId: number;
  /** Who the document is for, shown in the description (e.g. a beneficial owner). */
  subject?: string;
  defaultDocumentType?: DocumentType;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hide the built-in trigger when another button opens the dialog. */
  trigger?: boolean;
}

/** Spec 001 'Documents': a real multipart upload with progress (replaces 'coming in a future update'). */
export function UploadDocumentDialog(props: UploadDocumentDialogProps) {
  const { entityId, subject, defaultDocumentType = 'other', open, onOpenChange, trigger = true } = props;
  const [localOpen, setLocalOpen] = useState(false);
  const blank: UploadDocumentValues = {
    file: undefined,
    documentType: defaultDocumentType,
    description: '',
    isCertified: false,
    certificationDate: '',
    expirationDate: '',
  };
  const form = useForm<UploadDocumentValues>({
    resolver: zodResolver(uploadDocumentSchema),
    defaultValues: blank,
  });
  const setOpen = (next: boolean) => {
    if (!next) form.reset(blank);
    setLocalOpen(next);
    onOpenChange?.(next);
  };
  const upload = useUploadDocument({ onSuccess: () => setOpen(false) });
  const onSubmit = form.handleSubmit((values) => upload.mutate({ ...values, entityId }));

  return (
    <Dialog open={open ?? localOpen} onOpenChange={(next) => (upload.isPending ? undefined : setOpen(next))}>
      {trigger ? (
        <RequireRole permission="edit" mode="disable">
          <DialogTrigger asChild>
            <Button>
              <Upload aria-hidden />
              Upload Document
            </Button>
          </DialogTrigger>
        </RequireRole>
      ) : null}
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Upload Document</DialogTitle>
            <DialogDescription>
              {subject ? `A compliance document for ${subject}. ` : ''}PDF, image, Word or text files up to 10
              MB.
            </DialogDescription>
          </DialogHeader>
          <UploadDocumentFields form={form} />
          {upload.isPending ? (
            <div className="grid gap-1" aria-live="polite">
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.progress}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full bg-primary transition-all" style={{ width: `${upload.progress}%` }} />
              </div>
              <p className="text-xs text-muted-foreground">Uploading... {upload.progress}%</p>
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" disabled={upload.isPending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Upload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
