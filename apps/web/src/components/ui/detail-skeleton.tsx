import { Skeleton } from './skeleton';

/** The loading placeholder of a detail page: title, subtitle, badges and a body. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-4" aria-busy="true" aria-label={label} role="status">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="flex gap-2">
        <Skeleton className="h-6 w-20" />
        <Skeleton className="h-6 w-28" />
      </div>
      <Skeleton className="h-10 w-80 max-w-full" />
      <Skeleton className="h-64" />
    </div>
  );
}
