import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCompany } from '../api/get-company';
import { EditCompanyForm } from './edit-company-form';

function EditNotFound() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 pt-6 text-center">
        <h1 className="text-2xl font-bold">Company not found</h1>
        <Button asChild>
          <Link to="/companies">
            <ArrowLeft aria-hidden />
            Back to Companies
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Spec 001 'Edit company': Back to Company, the prefilled form; 'Company not found' otherwise. */
export function CompanyEdit({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const companyQuery = useCompany(companyId);
  if (!(Number.isSafeInteger(companyId) && companyId > 0)) return <EditNotFound />;
  if (companyQuery.isPending) return <DetailSkeleton label="Loading company" />;
  if (companyQuery.isError) {
    if (companyQuery.error instanceof ApiError && companyQuery.error.status === 404) return <EditNotFound />;
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load the company.</AlertTitle>
        <AlertDescription>{errorMessage(companyQuery.error)}</AlertDescription>
      </Alert>
    );
  }
  if (companyQuery.data.type !== 'company') return <EditNotFound />;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to={`/companies/${companyId}`}>
          <ArrowLeft aria-hidden />
          Back to Company
        </Link>
      </Button>
      <EditCompanyForm company={companyQuery.data} onSaved={onDone} onCancel={onDone} />
    </div>
  );
}
