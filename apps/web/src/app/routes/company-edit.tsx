import { useNavigate, useParams } from 'react-router-dom';
import { CompanyEdit } from '@/features/companies/components/company-edit';

export function CompanyEditRoute() {
  const { companyId } = useParams();
  const navigate = useNavigate();
  return (
    <CompanyEdit
      key={companyId}
      companyId={Number(companyId)}
      onDone={() => navigate(`/companies/${companyId}`)}
    />
  );
}
