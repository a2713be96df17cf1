import { useNavigate, useSearchParams } from 'react-router-dom';
import type { EntityDetailView } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useIndividual } from '../api/get-individual';
import { IndividualDetailHeader } from './individual-detail-header';
import { IndividualDetailsTab } from './individual-details-tab';
import { IndividualNotFound } from './individual-not-found';

interface IndividualDetailProps {
  individualId: number;
  renderRelationships?: (individual: EntityDetailView) => React.ReactNode;
  renderAssets?: (individual: EntityDetailView) => React.ReactNode;
  /** Identity documents and their review (the beneficial-owner documents live here). */
  renderDocuments?: (individual: EntityDetailView) => React.ReactNode;
  renderHistory?: (individual: EntityDetailView) => React.ReactNode;
}

/** Spec 001 'Individuals' detail page. */
export function IndividualDetail(props: IndividualDetailProps) {
  const { individualId, renderRelationships, renderAssets, renderDocuments, renderHistory } = props;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const individualQuery = useIndividual(individualId);
  if (!(Number.isSafeInteger(individualId) && individualId > 0)) return <IndividualNotFound />;
  if (individualQuery.isPending) return <DetailSkeleton label="Loading individual" />;
  if (individualQuery.isError) {
    if (individualQuery.error instanceof ApiError && individualQuery.error.status === 404)
      return <IndividualNotFound />;
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load the individual.</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          <span>{errorMessage(individualQuery.error)}</span>
          <Button size="sm" variant="outline" onClick={() => void individualQuery.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const individual = individualQuery.data;
  if (individual.type !== 'individual') return <IndividualNotFound />;

  return (
    <div className="space-y-6">
      <IndividualDetailHeader
        individual={individual}
        onDeleted={() => navigate('/individuals', { flushSync: true })}
      />
      <Tabs defaultValue={search.get('tab') === 'documents' && renderDocuments ? 'documents' : 'details'}>
        <TabsList>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="relationships">Relationships</TabsTrigger>
          <TabsTrigger value="assets">Assets</TabsTrigger>
          {renderDocuments ? <TabsTrigger value="documents">Documents</TabsTrigger> : null}
          {renderHistory ? <TabsTrigger value="history">History</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="details">
          <Card>
            <CardContent className="pt-6">
              <IndividualDetailsTab individual={individual} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="relationships">{renderRelationships?.(individual)}</TabsContent>
        <TabsContent value="assets">{renderAssets?.(individual)}</TabsContent>
        {renderDocuments ? <TabsContent value="documents">{renderDocuments(individual)}</TabsContent> : null}
        {renderHistory ? <TabsContent value="history">{renderHistory(individual)}</TabsContent> : null}
      </Tabs>
    </div>
  );
}
