import { Link } from 'react-router-dom';
import { Plus, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay } from '@/lib/format';
import { humanizeCode } from '@/lib/format-values';
import type { TrustComplianceView } from '../../api/get-trust-compliance';
import { documentTypeLabel } from '../documents/document-labels';
import { filingTypeLabel } from '@/lib/filings/filing-labels';
import { FilingStatusBadge } from '@/components/filings/filing-status-badge';
import { ProvisionalBadge } from '@/components/filings/provisional-badge';
import { filingSummary, upcomingDeadlines, UPCOMING_SHOWN } from './trust-filing-summary';
import { RequireRole } from '@/components/require-role';

function AllGood({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

export function MissingRelationshipsCard({ compliance }: { compliance: TrustComplianceView }) {
  const trustId = compliance.trust.id;
  const missing = compliance.relationships.missingRelationships;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Missing Relationships</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {missing.length === 0 ? (
          <AllGood>Every required role is held.</AllGood>
        ) : (
          <ul className="list-disc pl-5 text-sm">
            {missing.map((role) => (
              <li key={role}>{humanizeCode(role)}</li>
            ))}
          </ul>
        )}
        {/* A trust role points from the party to the trust, so the trust is the target. */}
        <RequireRole permission="edit" mode="disable">
          <Button variant="outline" size="sm" asChild>
            <Link to={`/relationships/create?targetEntityId=${trustId}`} state={{ targetEntityId: trustId }}>
              <Plus aria-hidden />
              Add Relationship
            </Link>
          </Button>
        </RequireRole>
      </CardContent>
    </Card>
  );
}

export function MissingDocumentsCard({
  compliance,
  onUpload,
}: {
  compliance: TrustComplianceView;
  onUpload: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Missing Documents</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {compliance.missingDocuments.length === 0 ? (
          <AllGood>All required documents are uploaded.</AllGood>
        ) : (
          <ul className="list-disc pl-5 text-sm">
            {compliance.missingDocuments.map((type) => (
              <li key={type}>{documentTypeLabel(type)}</li>
            ))}
          </ul>
        )}
        <RequireRole permission="edit" mode="disable">
          <Button variant="outline" size="sm" onClick={onUpload}>
            <Upload aria-hidden />
            Upload Documents
          </Button>
        </RequireRole>
      </CardContent>
    </Card>
  );
}

export function UpcomingDeadlinesCard({
  compliance,
  onViewAll,
}: {
  compliance: TrustComplianceView;
  onViewAll: () => void;
}) {
  const upcoming = upcomingDeadlines(compliance.filingRequirements);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Upcoming Deadlines</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {upcoming.length === 0 ? <AllGood>No open filing deadlines.</AllGood> : null}
        <ul className="space-y-2">
          {upcoming.slice(0, UPCOMING_SHOWN).map((filing) => (
            <li key={filing.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="font-medium">{filingTypeLabel(filing.requirementType)}</span>
              <span className="flex items-center gap-2">
                <FilingStatusBadge status={filing.status} />
                <span className="text-muted-foreground">{formatDay(filing.dueDate)}</span>
                {filing.provisional ? <ProvisionalBadge /> : null}
              </span>
            </li>
          ))}
        </ul>
        {upcoming.length > UPCOMING_SHOWN ? (
          <Button variant="link" className="h-auto p-0" onClick={onViewAll}>
            View all {upcoming.length} upcoming filings
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function FilingSummaryCard({ compliance }: { compliance: TrustComplianceView }) {
  const tiles = filingSummary(compliance.filingRequirements);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Filing Requirements Summary</CardTitle>
      </CardHeader>
      <CardContent>
        {tiles.length === 0 ? <AllGood>No filing requirements recorded.</AllGood> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          {tiles.map((tile) => (
            <div
              key={tile.requirementType}
              className="flex items-center justify-between gap-2 rounded-md border p-2"
            >
              <span className="text-sm">{filingTypeLabel(tile.requirementType)}</span>
              <FilingStatusBadge status={tile.status} />
            </div>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
