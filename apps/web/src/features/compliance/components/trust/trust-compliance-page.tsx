import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, CalendarPlus, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { isValidId } from '@/lib/compliance-keys';
import { useDocuments } from '../../api/get-documents';
import { useEntityFilings } from '../../api/get-filings';
import { useTrustCompliance } from '../../api/get-trust-compliance';
import { UploadDocumentDialog } from '../documents/upload-document-dialog';
import { AddFilingDialog } from '../filings/add-filing-dialog';
import { TrustComplianceNotFound } from './trust-compliance-not-found';
import { TrustDocumentsTab } from './trust-documents-tab';
import { TrustFilingsTab } from './trust-filings-tab';
import { TrustComplianceOverviewTab } from './trust-overview-tab';
import { RequireRole } from '@/components/require-role';

/** Spec 001 'Trust compliance' (/trusts/{id}/compliance); `action`: another feature's, composed by the route. */
export function TrustCompliancePage({ trustId, action }: { trustId: number; action?: React.ReactNode }) {
  const complianceQuery = useTrustCompliance(trustId);
  const documentsQuery = useDocuments(trustId);
  const filingsQuery = useEntityFilings(trustId);
  const [tab, setTab] = useState('overview');
  const [uploadOpen, setUploadOpen] = useState(false);
  const [filingOpen, setFilingOpen] = useState(false);

  if (!isValidId(trustId)) return <TrustComplianceNotFound />;
  if (complianceQuery.isPending) return <DetailSkeleton label="Loading trust compliance" />;
  if (complianceQuery.isError) {
    const error = complianceQuery.error;
    if (error instanceof ApiError && error.status === 404) return <TrustComplianceNotFound />;
    return (
      <LoadErrorAlert
        title="Failed to load trust compliance."
        detail={errorMessage(error)}
        onRetry={() => void complianceQuery.refetch()}
      />
    );
  }
  const compliance = complianceQuery.data;
  const { trust } = compliance;
  const openUpload = () => {
    setTab('documents');
    setUploadOpen(true);
  };
  const openFiling = () => {
    setTab('filings');
    setFilingOpen(true);
  };

  return (
    <div className="space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to={`/trusts/${trust.id}`}>
          <ArrowLeft aria-hidden />
          Back to Trust
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Trust Compliance</h1>
          <p className="text-muted-foreground">
            {trust.name}
            {trust.registrationNumber ? ` (${trust.registrationNumber})` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {action}
          <RequireRole permission="edit" mode="disable">
            <Button variant="outline" onClick={openUpload}>
              <Upload aria-hidden />
              Upload Document
            </Button>
          </RequireRole>
          <RequireRole permission="edit" mode="disable">
            <Button variant="outline" onClick={openFiling}>
              <CalendarPlus aria-hidden />
              Add Filing
            </Button>
          </RequireRole>
        </div>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="documents">Documents</TabsTrigger>
          <TabsTrigger value="filings">Filings</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <TrustComplianceOverviewTab
            compliance={compliance}
            onUpload={openUpload}
            onViewFilings={() => setTab('filings')}
          />
        </TabsContent>
        <TabsContent value="documents">
          <TrustDocumentsTab
            compliance={compliance}
            documents={documentsQuery.data ?? []}
            uploadButton={
              <UploadDocumentDialog entityId={trust.id} open={uploadOpen} onOpenChange={setUploadOpen} />
            }
          />
        </TabsContent>
        <TabsContent value="filings">
          <TrustFilingsTab
            filings={filingsQuery.data ?? []}
            addButton={
              <AddFilingDialog
                entity={{ id: trust.id, type: 'trust' }}
                open={filingOpen}
                onOpenChange={setFilingOpen}
              />
            }
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
