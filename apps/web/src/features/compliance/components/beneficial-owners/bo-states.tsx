import { Loader2, UserX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { ApiError } from '@/lib/api-client';
import { AsOfNotAnsweredError } from '@/lib/as-of';

export function BeneficialOwnersLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 p-8 text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      Calculating beneficial ownership...
    </div>
  );
}

export function BeneficialOwnersError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail =
    (error instanceof ApiError && error.body?.message) ||
    (error instanceof AsOfNotAnsweredError && error.message) ||
    'An unexpected error occurred while calculating beneficial ownership.';
  return <LoadErrorAlert title="Error calculating beneficial ownership" detail={detail} onRetry={onRetry} />;
}

export function BeneficialOwnersEmpty() {
  return (
    <EmptyState
      icon={<UserX aria-hidden />}
      title="No Beneficial Owners Found"
      description="No individual meets the threshold. Possible reasons:"
      action={
        <ul className="list-disc text-left text-sm text-muted-foreground">
          <li>Ownership is distributed so that no individual reaches the threshold</li>
          <li>Relationship data is incomplete (shareholders or trust parties not recorded)</li>
          <li>The structure is complex (nested companies or trusts without identified individuals)</li>
        </ul>
      }
    />
  );
}
