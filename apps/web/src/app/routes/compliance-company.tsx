import { useParams } from 'react-router-dom';
import { BodsExportButton } from '@/features/bods/components/bods-export-button';
import { CompliancePage } from '@/features/compliance/components/page/compliance-page';

export function CompanyComplianceRoute() {
  const { companyId } = useParams();
  const entityId = Number(companyId);
  return (
    <CompliancePage key={companyId} entityId={entityId} action={<BodsExportButton entityId={entityId} />} />
  );
}
