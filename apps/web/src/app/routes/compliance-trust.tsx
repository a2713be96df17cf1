import { useParams } from 'react-router-dom';
import { BodsExportButton } from '@/features/bods/components/bods-export-button';
import { TrustCompliancePage } from '@/features/compliance/components/trust/trust-compliance-page';

export function TrustComplianceRoute() {
  const { trustId } = useParams();
  const id = Number(trustId);
  return <TrustCompliancePage key={trustId} trustId={id} action={<BodsExportButton entityId={id} />} />;
}
