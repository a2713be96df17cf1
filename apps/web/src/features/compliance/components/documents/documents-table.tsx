import { useState } from 'react';
import { Download } from 'lucide-react';
import type { DocumentReview, DocumentView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Select } from '@/components/ui/select';
import { formatDay } from '@/lib/format';
import {
  useDeleteDocument,
  useSetDocumentValidation,
  type ValidationStatus,
} from '../../api/change-document';
import { Table, Td, Th } from '../compliance-table';
import { documentTypeLabel, validationOptions } from './document-labels';
import { type DocumentReviewRequest, ReviewDocumentDialog } from './review-document-dialog';
import { RequireRole } from '@/components/require-role';
import { useCan } from '@/lib/session/account-role';

/**
 * Who reviewed the document, on which day in the account's zone, and the note (docs/decisions/0089); a
 * rejection's note is already its 'Rejected:' line.
 */
function reviewedText(document: DocumentView & { review: DocumentReview }): string {
  const { reviewedBy, reviewedAt, note } = document.review;
  const who = reviewedBy.name ?? (reviewedBy.id === null ? 'the system' : 'a former user');
  const shown = document.validationStatus === 'invalid' ? null : note;
  return `Reviewed by ${who} on ${formatDay(reviewedAt)}${shown ? `: ${shown}` : ''}`;
}

/** The documents of an entity with their validation status, download and delete. */
export function DocumentsTable({ documents }: { documents: readonly DocumentView[] }) {
  const setValidation = useSetDocumentValidation();
  const deleteDocument = useDeleteDocument();
  const canEdit = useCan('edit').allowed;
  const [reviewing, setReviewing] = useState<DocumentReviewRequest | null>(null);
  return (
    <>
      <ReviewDocumentDialog
        request={reviewing}
        onOpenChange={(open) => (open ? undefined : setReviewing(null))}
      />
      <Table aria-label="Documents">
        <thead>
          <tr>
            <Th>Filename</Th>
            <Th>Type</Th>
            <Th>Uploaded</Th>
            <Th>Certified</Th>
            <Th>Expiry</Th>
            <Th>Validation</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <Td className="font-medium break-all">{document.originalName || document.filename}</Td>
              <Td>{documentTypeLabel(document.documentType)}</Td>
              <Td>{formatDay(document.uploadDate)}</Td>
              <Td>
                {document.isCertified ? (
                  <Badge variant="success">Certified</Badge>
                ) : (
                  <span className="text-muted-foreground">No</span>
                )}
              </Td>
              <Td>{document.expirationDate ? formatDay(document.expirationDate) : '-'}</Td>
              <Td className="min-w-32">
                <Select
                  aria-label={`Validation status of ${document.originalName}`}
                  options={validationOptions}
                  value={document.validationStatus}
                  disabled={setValidation.isPending || !canEdit}
                  onValueChange={(value) =>
                    value === 'valid' || value === 'invalid'
                      ? setReviewing({ document, verdict: value })
                      : setValidation.mutate({ id: document.id, validationStatus: value as ValidationStatus })
                  }
                />
                {document.validationStatus === 'invalid' && document.validationNotes ? (
                  <p className="mt-1 text-xs text-muted-foreground">Rejected: {document.validationNotes}</p>
                ) : null}
                {document.review ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {reviewedText({ ...document, review: document.review })}
                  </p>
                ) : null}
              </Td>
              <Td>
                <div className="flex justify-end gap-2">
                  <Button size="sm" variant="outline" asChild>
                    <a
                      href={`/api/compliance/files/${document.id}/download`}
                      download={document.originalName}
                      aria-label={`Download ${document.originalName}`}
                    >
                      <Download aria-hidden />
                    </a>
                  </Button>
                  <RequireRole permission="edit">
                    <ConfirmDeleteDialog
                      title="Delete Document"
                      description={`Are you sure you want to delete ${document.originalName}? This action cannot be undone.`}
                      pending={deleteDocument.isPending}
                      onConfirm={() => deleteDocument.mutateAsync(document.id)}
                    />
                  </RequireRole>
                </div>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
