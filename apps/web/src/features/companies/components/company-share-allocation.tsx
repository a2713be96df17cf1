import { AlertTriangle } from 'lucide-react';
import { allocationSummary, useShareAllocation } from '@/lib/share-allocation/get-share-allocation';

/** The allocation line (docs/decisions/0021): how much of the company its current holdings allocate. */
export function CompanyShareAllocation({ companyId }: { companyId: number }) {
  const allocation = useShareAllocation(companyId).data;
  if (!allocation) return null;
  const reasons = allocation.holdings.flatMap((holding) =>
    holding.overAllocationReason ? [`${holding.holderName}: ${holding.overAllocationReason}`] : [],
  );
  const over = allocation.overAllocatedBy > 0;
  return (
    <div
      role="status"
      aria-label="Share allocation"
      className={over ? 'mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm' : 'mb-6 text-sm'}
    >
      <p className="flex items-center gap-2 font-medium">
        {over ? <AlertTriangle aria-hidden className="h-4 w-4 text-amber-600" /> : null}
        Share allocation: {allocationSummary(allocation)}
        {over && reasons.length > 0 ? `: ${reasons.join('; ')}` : ''}
      </p>
      {over && reasons.length === 0 ? (
        <p className="text-muted-foreground">No over-allocation reason was recorded for these holdings.</p>
      ) : null}
    </div>
  );
}
