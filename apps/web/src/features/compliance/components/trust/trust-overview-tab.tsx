import type { TrustComplianceView } from '../../api/get-trust-compliance';
import {
  FilingSummaryCard,
  MissingDocumentsCard,
  MissingRelationshipsCard,
  UpcomingDeadlinesCard,
} from './trust-overview-cards';
import { TrustStatusCard } from './trust-status-card';

interface TrustOverviewTabProps {
  compliance: TrustComplianceView;
  onUpload: () => void;
  onViewFilings: () => void;
}

export function TrustComplianceOverviewTab({ compliance, onUpload, onViewFilings }: TrustOverviewTabProps) {
  return (
    <div className="space-y-6">
      <TrustStatusCard compliance={compliance} />
      <div className="grid gap-6 md:grid-cols-2">
        <MissingRelationshipsCard compliance={compliance} />
        <MissingDocumentsCard compliance={compliance} onUpload={onUpload} />
        <UpcomingDeadlinesCard compliance={compliance} onViewAll={onViewFilings} />
        <FilingSummaryCard compliance={compliance} />
      </div>
    </div>
  );
}
