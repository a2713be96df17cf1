import type { UseQueryResult } from '@tanstack/react-query';
import type { EntityDetailView } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { TrustNotFound } from './trust-not-found';

/** Loading, not-found and error states of a trust page; null once the trust is there. */
export function TrustLoadState({
  trustQuery,
  trustId,
}: {
  trustQuery: UseQueryResult<EntityDetailView>;
  trustId: number;
}) {
  if (!(Number.isSafeInteger(trustId) && trustId > 0)) return <TrustNotFound />;
  if (trustQuery.isPending) return <DetailSkeleton label="Loading trust" />;
  if (trustQuery.isError) {
    if (trustQuery.error instanceof ApiError && trustQuery.error.status === 404) return <TrustNotFound />;
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load the trust.</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          <span>{errorMessage(trustQuery.error)}</span>
          <Button size="sm" variant="outline" onClick={() => void trustQuery.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (trustQuery.data?.type !== 'trust') return <TrustNotFound />;
  return null;
}
