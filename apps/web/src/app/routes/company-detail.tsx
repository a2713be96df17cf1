import { useParams } from 'react-router-dom';
import { CompanyDetail } from '@/features/companies/components/company-detail';

export function CompanyDetailRoute() {
  const { companyId } = useParams();
  return <CompanyDetail key={companyId} companyId={Number(companyId)} />;
}
