import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EntityDetailView } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCompany } from '../api/get-company';
import { CompanyDetailHeader } from './company-detail-header';
import { CompanyDetailsTab } from './company-details-tab';
import { CompanyNotFound } from './company-not-found';
import { CompanyShareAllocation } from './company-share-allocation';

interface CompanyDetailProps {
  companyId: number;
  /** The Relationships and Assets tabs, composed by the route from the entities feature. */
  renderRelationships?: (company: EntityDetailView) => React.ReactNode;
  renderAssets?: (company: EntityDetailView) => React.ReactNode;
  renderHistory?: (company: EntityDetailView) => React.ReactNode;
  /** Who came to own or control the company and when, from the history feature. */
  renderOwnershipTimeline?: (company: EntityDetailView) => React.ReactNode;
}

/** Spec 001 'Company detail': header, badges and the Details, Relationships, Assets and Compliance tabs. */
export function CompanyDetail(props: CompanyDetailProps) {
  const { companyId, renderRelationships, renderAssets, renderHistory, renderOwnershipTimeline } = props;
  const navigate = useNavigate();
  const companyQuery = useCompany(companyId);
  const [tab, setTab] = useState('details');
  const validId = Number.isSafeInteger(companyId) && companyId > 0;

  if (!validId) return <CompanyNotFound />;
  if (companyQuery.isPending) return <DetailSkeleton label="Loading company" />;
  if (companyQuery.isError) {
    if (companyQuery.error instanceof ApiError && companyQuery.error.status === 404)
      return <CompanyNotFound />;
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load the company.</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          <span>{errorMessage(companyQuery.error)}</span>
          <Button size="sm" variant="outline" onClick={() => void companyQuery.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const company = companyQuery.data;
  if (company.type !== 'company') return <CompanyNotFound />;

  const changeTab = (value: string) =>
    value === 'compliance' ? navigate(`/companies/${company.id}/compliance`) : setTab(value);

  return (
    <div className="space-y-6">
      <CompanyDetailHeader company={company} onDeleted={() => navigate('/companies', { flushSync: true })} />
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="relationships">Relationships</TabsTrigger>
          <TabsTrigger value="assets">Assets</TabsTrigger>
          {renderOwnershipTimeline ? <TabsTrigger value="ownership">Ownership timeline</TabsTrigger> : null}
          {renderHistory ? <TabsTrigger value="history">History</TabsTrigger> : null}
          {/* Last: it opens the compliance page rather than a panel. */}
          <TabsTrigger value="compliance">Compliance</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <Card>
            <CardContent className="pt-6">
              <CompanyShareAllocation companyId={company.id} />
              <CompanyDetailsTab company={company} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="relationships">{renderRelationships?.(company)}</TabsContent>
        <TabsContent value="assets">{renderAssets?.(company)}</TabsContent>
        {renderOwnershipTimeline ? (
          <TabsContent value="ownership">{renderOwnershipTimeline(company)}</TabsContent>
        ) : null}
        {renderHistory ? <TabsContent value="history">{renderHistory(company)}</TabsContent> : null}
      </Tabs>
    </div>
  );
}
