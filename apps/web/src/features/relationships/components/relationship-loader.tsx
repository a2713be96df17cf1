import type { RelationshipView } from '@ledgerline/contracts';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRelationship } from '../api/get-relationship';
import { RelationshipNotFound } from './relationship-not-found';

/** Loads one relationship for the detail and edit screens: skeleton, not found, error, then the page. */
export function RelationshipLoader({
  relationshipId,
  children,
}: {
  relationshipId: number;
  children: (relationship: RelationshipView) => React.ReactNode;
}) {
  const relationshipQuery = useRelationship(relationshipId);
  if (!Number.isSafeInteger(relationshipId) || relationshipId <= 0) return <RelationshipNotFound />;
  if (relationshipQuery.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading relationship">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  if (relationshipQuery.isError) {
    if (relationshipQuery.error instanceof ApiError && relationshipQuery.error.status === 404)
      return <RelationshipNotFound />;
    return (
      <LoadErrorAlert
        title="Failed to load the relationship."
        detail={errorMessage(relationshipQuery.error)}
        onRetry={() => void relationshipQuery.refetch()}
      />
    );
  }
  return <>{children(relationshipQuery.data)}</>;
}
