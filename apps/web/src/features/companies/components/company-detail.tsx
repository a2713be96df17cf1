import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCompany } from '../api/get-company';
import { CompanyDetailsTab } from './company-details-tab';
import { CompanyNotFound } from './company-not-found';
import { CompanyStatusBadge } from './company-status-badge';

function CompanyDetailSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading company">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <Skeleton className="h-64" />
    </div>
  );
}

/** A first cut of spec 001 'Company detail': header, badges and the Details tab. */
export function CompanyDetail({ companyId }: { companyId: number }) {
  const companyQuery = useCompany(companyId);
  const validId = Number.isInteger(companyId) && companyId > 0;

  if (!validId) return <CompanyNotFound />;
  if (companyQuery.isPending) return <CompanyDetailSkeleton />;
  if (companyQuery.isError) {
    if (companyQuery.error instanceof ApiError && companyQuery.error.status === 404)
      return <CompanyNotFound />;
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load the company.</AlertTitle>
        <AlertDescription>{errorMessage(companyQuery.error)}</AlertDescription>
      </Alert>
    );
  }
  const company = companyQuery.data;
  if (company.type !== 'company') return <CompanyNotFound />;

  return (
    <div className="space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/companies">
          <ArrowLeft aria-hidden />
          Back to Companies
        </Link>
      </Button>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{company.name}</h1>
        <p className="text-muted-foreground">{company.description || 'Company details'}</p>
        <div className="flex flex-wrap gap-2">
          <CompanyStatusBadge status={company.status} uppercase />
          {company.registrationNumber ? (
            <Badge variant="outline">Reg: {company.registrationNumber}</Badge>
          ) : null}
          {company.country ? <Badge variant="outline">{company.country}</Badge> : null}
        </div>
      </div>
      <Tabs defaultValue="details">
        <TabsList>
          <TabsTrigger value="details">Details</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <Card>
            <CardContent className="pt-6">
              <CompanyDetailsTab company={company} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
