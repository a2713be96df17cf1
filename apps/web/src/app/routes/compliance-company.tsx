import { useParams } from 'react-router-dom';
import { CompliancePage } from '@/features/compliance/components/page/compliance-page';

export function CompanyComplianceRoute() {
  const { companyId } = useParams();
  return <CompliancePage key={companyId} entityId={Number(companyId)} />;
}
