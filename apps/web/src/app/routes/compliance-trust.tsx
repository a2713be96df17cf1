import { useParams } from 'react-router-dom';
import { TrustCompliancePage } from '@/features/compliance/components/trust/trust-compliance-page';

export function TrustComplianceRoute() {
  const { trustId } = useParams();
  return <TrustCompliancePage key={trustId} trustId={Number(trustId)} />;
}
