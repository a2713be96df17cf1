import type { AssetView } from '@ledgerline/contracts';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAsset } from '../api/get-asset';
import { AssetNotFound } from './asset-not-found';

/** Loads one asset for the detail and edit screens: skeleton, not found, error, then the page. */
export function AssetLoader({
  assetId,
  children,
}: {
  assetId: number;
  children: (asset: AssetView) => React.ReactNode;
}) {
  const assetQuery = useAsset(assetId);
  if (!Number.isSafeInteger(assetId) || assetId <= 0) return <AssetNotFound />;
  if (assetQuery.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading asset">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-56" />
      </div>
    );
  if (assetQuery.isError) {
    if (assetQuery.error instanceof ApiError && assetQuery.error.status === 404) return <AssetNotFound />;
    return (
      <LoadErrorAlert
        title="Failed to load the asset."
        detail={errorMessage(assetQuery.error)}
        onRetry={() => void assetQuery.refetch()}
      />
    );
  }
  return <>{children(assetQuery.data)}</>;
}
