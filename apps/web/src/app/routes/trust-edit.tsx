import { useNavigate, useParams } from 'react-router-dom';
import { TrustEdit } from '@/features/trusts/components/trust-edit';

export function TrustEditRoute() {
  const { trustId } = useParams();
  const navigate = useNavigate();
  return <TrustEdit key={trustId} trustId={Number(trustId)} onDone={() => navigate(`/trusts/${trustId}`)} />;
}
