import { useMemo, useState } from 'react';
import { CheckCircle2, CircleAlert, FileText } from 'lucide-react';
import type { DocumentView } from '@ledgerline/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { matchesSearch } from '@/lib/format-values';
import type { TrustComplianceView } from '../../api/get-trust-compliance';
import { documentTypeLabel } from '../documents/document-labels';
import { DocumentsTable } from '../documents/documents-table';

const ALL = 'all';

interface TrustDocumentsTabProps {
  compliance: TrustComplianceView;
  documents: readonly DocumentView[];
  uploadButton: React.ReactNode;
}

export function TrustDocumentsTab({ compliance, documents, uploadButton }: TrustDocumentsTabProps) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState(ALL);
  const visible = useMemo(
    () =>
      documents.filter(
        (document) =>
          (type === ALL || document.documentType === type) && matchesSearch(document.originalName, search),
      ),
    [documents, search, type],
  );
  const typeOptions = [
    { value: ALL, label: 'All Types' },
    ...compliance.requiredDocumentTypes.map((value) => ({ value, label: documentTypeLabel(value) })),
  ];
  const missing = new Set<string>(compliance.missingDocuments);

  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {compliance.requiredDocumentTypes.map((required) => {
          const uploaded = !missing.has(required);
          return (
            <div
              key={required}
              className="flex items-center gap-3 rounded-md border p-3"
              data-testid={`required-${required}`}
            >
              {uploaded ? (
                <CheckCircle2 className="size-5 text-success" aria-hidden />
              ) : (
                <CircleAlert className="size-5 text-destructive" aria-hidden />
              )}
              <div>
                <p className="text-sm font-medium">{documentTypeLabel(required)}</p>
                <p className="text-xs text-muted-foreground">
                  {uploaded ? 'Document uploaded' : 'Document required'}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle>Documents</CardTitle>
          {uploadButton}
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap gap-3">
            <SearchInput
              label="Search documents"
              placeholder="Search documents..."
              value={search}
              onValueChange={setSearch}
            />
            <Select
              aria-label="Document type"
              className="w-56"
              options={typeOptions}
              value={type}
              onValueChange={setType}
            />
          </div>
          {visible.length === 0 ? (
            <EmptyState icon={<FileText aria-hidden />} title="No documents" />
          ) : (
            <DocumentsTable documents={visible} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
