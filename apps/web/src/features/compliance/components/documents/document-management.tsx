import { FileText } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useDocuments, useDocumentStats } from '../../api/get-documents';
import { DocumentStats } from './document-stats';
import { DocumentsTable } from './documents-table';
import { UploadDocumentDialog } from './upload-document-dialog';

/** Spec 001 compliance page 'Document Management' tab, with the working upload and table. */
export function DocumentManagement({ entityId }: { entityId: number }) {
  const documentsQuery = useDocuments(entityId);
  const statsQuery = useDocumentStats(entityId);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle>Document Management</CardTitle>
          <CardDescription>
            Identity documents, registers and certified copies for this entity.
          </CardDescription>
        </div>
        <UploadDocumentDialog entityId={entityId} />
      </CardHeader>
      <CardContent className="space-y-4">
        <DocumentStats stats={statsQuery.data} />
        {documentsQuery.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : documentsQuery.isError ? (
          <LoadErrorAlert
            title="Failed to load documents."
            detail={errorMessage(documentsQuery.error)}
            onRetry={() => void documentsQuery.refetch()}
          />
        ) : documentsQuery.data.length === 0 ? (
          <EmptyState
            icon={<FileText aria-hidden />}
            title="No compliance documents"
            description="Upload identity documents, registers and declarations to keep this entity compliant."
          />
        ) : (
          <DocumentsTable documents={documentsQuery.data} />
        )}
      </CardContent>
    </Card>
  );
}
