import { useDeletionImpact } from '@/lib/deletion-impact/get-deletion-impact';
import { impactSentence, notRestored } from '@/lib/deletion-impact/impact-sentence';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

/** Below a delete confirmation: what the deletion also removes, read when the dialog opens. */
export function DeletionImpactNotice({ entityId }: { entityId: number }) {
  const impact = useDeletionImpact(entityId);
  if (impact.isPending)
    return (
      <div role="status" aria-label="Checking what else will be removed" className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  if (impact.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        <span>Could not check what else will be removed.</span>
        <Button size="sm" variant="outline" onClick={() => void impact.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <div className="space-y-1 text-sm" data-testid="deletion-impact">
      <p>{impactSentence(impact.data)}</p>
      {notRestored(impact.data) ? (
        <p className="text-muted-foreground">
          Restoring brings back its relationships, assets and group memberships; its documents and manually
          added filing requirements are not restored.
        </p>
      ) : null}
    </div>
  );
}
