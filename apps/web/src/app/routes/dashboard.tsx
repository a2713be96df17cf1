import { Navigate, useParams } from 'react-router-dom';
import { RecentActivityCard } from '@/features/activity/components/recent-activity-card';
import { BodsExportButton } from '@/features/bods/components/bods-export-button';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { useEntityKind } from '@/features/dashboard/api/get-entity-kind';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { DashboardViews } from '@/features/dashboard/components/dashboard-views';
import { LoadDemoDataCard } from '@/features/demo-data/components/load-demo-data-card';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';
import { AllEntitiesList } from '@/features/entities/components/all-entities-list';
import { EntityLimitButton } from '@/features/entities/components/entity-limit-button';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { entityPath } from '@/lib/entity-path';

export function DashboardRoute() {
  const limitQuery = useEntityLimit();
  const counts = useDashboard().data?.counts;
  // The empty state offers the demo group; the server refuses it once anything exists.
  const empty = counts ? Object.values(counts).every((count) => count === 0) : false;
  return (
    <DashboardLayout
      actions={<EntityLimitButton to="/companies/create" label="New Entity" limit={limitQuery.data} />}
      visualizations={
        <>
          {empty ? <LoadDemoDataCard /> : null}
          <DashboardViews />
        </>
      }
      activity={<RecentActivityCard />}
      exports={<BodsExportButton />}
    />
  );
}

/**
 * /entities/{id}, linked from the organisation chart (spec 000 leaves it unrouted): reads the entity once and
 * replaces the address with its section page, /companies/{id}, /individuals/{id} or /trusts/{id}.
 */
export function EntityRedirectRoute() {
  const entityId = Number(useParams().entityId);
  const entityQuery = useEntityKind(entityId);
  if (!Number.isSafeInteger(entityId) || entityId <= 0) return <Navigate to="/dashboard" replace />;
  if (entityQuery.isError) {
    return <LoadErrorAlert title="Failed to fetch entities." detail={errorMessage(entityQuery.error)} />;
  }
  if (!entityQuery.data) {
    return (
      <div className="flex justify-center p-12">
        <Spinner className="size-6 text-primary" label="Loading entity" />
      </div>
    );
  }
  return <Navigate to={entityPath(entityQuery.data)} replace />;
}

/** /entities ('View all entities' on the dashboard): every company, individual and trust in one list. */
export function EntitiesIndexRoute() {
  return <AllEntitiesList />;
}
