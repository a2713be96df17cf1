import { useNavigate, useParams } from 'react-router-dom';
import { IndividualEdit } from '@/features/individuals/components/individual-edit';

export function IndividualEditRoute() {
  const { individualId } = useParams();
  const navigate = useNavigate();
  return (
    <IndividualEdit
      key={individualId}
      individualId={Number(individualId)}
      onDone={() => navigate(`/individuals/${individualId}`)}
    />
  );
}
