import { Skeleton } from '@/components/ui/skeleton';

export function CurrentPlanSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading subscription">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-5 w-32" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-24" />
      <Skeleton className="h-20" />
    </div>
  );
}
