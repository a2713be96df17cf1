import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { EntityDetailView } from '@ledgerline/contracts';
import { AsOfBanner, KnownAtBanner } from '@/components/as-of/as-of-banner';
import { Button } from '@/components/ui/button';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAsOf, useKnownAt } from '@/hooks/use-as-of';
import { isValidId } from '@/lib/compliance-keys';
import { useBeneficialOwners } from '../../api/get-beneficial-owners';
import { useComplianceEntity } from '../../api/get-compliance-entity';
import { useComplianceStatus } from '../../api/get-compliance-status';
import { useDocuments } from '../../api/get-documents';
import { useEntityFilings } from '../../api/get-filings';
import { BeneficialOwnersPanel } from '../beneficial-owners/beneficial-owners-panel';
import { DocumentManagement } from '../documents/document-management';
import { EntityFilingsPanel } from '../filings/entity-filings-panel';
import { isUpcomingFiling } from '@/lib/filings/filing-labels';
import { TrustOrganogram } from '../organogram/trust-organogram';
import { ComplianceNotFound, InvalidEntityType } from './compliance-load-states';
import { ComplianceSummaryCards } from './compliance-summary-cards';

/** Spec 001 'Compliance page' (/companies/{id}/compliance; any company or trust id). */
export function CompliancePage({ entityId, action }: { entityId: number; action?: React.ReactNode }) {
  const entityQuery = useComplianceEntity(entityId);
  if (!isValidId(entityId) || entityQuery.isError) return <ComplianceNotFound />;
  if (entityQuery.isPending) return <DetailSkeleton label="Loading compliance" />;
  if (entityQuery.data.type === 'individual') return <InvalidEntityType />;
  return <ComplianceContent entity={entityQuery.data} action={action} />;
}

function ComplianceContent({ entity, action }: { entity: EntityDetailView; action?: React.ReactNode }) {
  const filingsQuery = useEntityFilings(entity.id);
  const ownersQuery = useBeneficialOwners({ entityId: entity.id });
  const [asOf, setAsOf] = useAsOf();
  const [knownAt, setKnownAt] = useKnownAt();
  const documentsQuery = useDocuments(entity.id);
  const statusQuery = useComplianceStatus(entity.id);
  const filings = filingsQuery.data;
  const summary = {
    isCompliant: statusQuery.data ? statusQuery.data.isCompliant : null,
    dueSoon: filings ? filings.filter(isUpcomingFiling).length : null,
    beneficialOwners: ownersQuery.data
      ? ownersQuery.data.owners.filter((owner) => owner.isBeneficialOwner).length
      : null,
    documents: documentsQuery.data ? documentsQuery.data.length : null,
  };

  return (
    <div className="space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to={entity.type === 'trust' ? `/trusts/${entity.id}` : `/companies/${entity.id}`}>
          <ArrowLeft aria-hidden />
          Back
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{entity.name} Compliance</h1>
        {action}
      </div>
      <ComplianceSummaryCards summary={summary} />
      <Tabs defaultValue="beneficial-owners">
        <TabsList>
          <TabsTrigger value="beneficial-owners">Beneficial Owners</TabsTrigger>
          <TabsTrigger value="filings">Filing Requirements</TabsTrigger>
          <TabsTrigger value="documents">Document Management</TabsTrigger>
        </TabsList>
        <TabsContent value="beneficial-owners" className="space-y-6">
          <AsOfBanner asOf={asOf} onReturnToToday={() => setAsOf(null)} />
          <KnownAtBanner knownAt={knownAt} onReturnToNow={() => setKnownAt(null)} />
          {entity.type === 'trust' ? (
            <TrustOrganogram
              entity={entity}
              asOf={asOf}
              onAsOfChange={setAsOf}
              knownAt={knownAt}
              onKnownAtChange={setKnownAt}
            />
          ) : null}
          <BeneficialOwnersPanel
            entityId={entity.id}
            entityType={entity.type === 'trust' ? 'trust' : 'company'}
            asOf={asOf}
            onAsOfChange={setAsOf}
            knownAt={knownAt}
            onKnownAtChange={setKnownAt}
          />
        </TabsContent>
        <TabsContent value="filings">
          <EntityFilingsPanel entity={entity} />
        </TabsContent>
        <TabsContent value="documents">
          <DocumentManagement entityId={entity.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
