import { queryOptions, useQuery } from '@tanstack/react-query';
import { percentText, roundPercent, type ShareAllocationView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * GET /api/entities/{id}/share-allocation (docs/decisions/0021): shared, because the company page shows the
 * allocation and the relationship form warns before a holding takes a company past 100%. Under the
 * relationships root, so every relationship change refreshes it.
 */
export const shareAllocationQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...queryRoots.relationships, 'share-allocation', companyId] as const,
    queryFn: () => apiClient.get<ShareAllocationView>(`/api/entities/${companyId}/share-allocation`),
    enabled: Number.isSafeInteger(companyId) && companyId > 0,
    // Individuals and trusts answer 400: they have no share allocation, nothing to retry.
    retry: false,
  });

export function useShareAllocation(companyId: number) {
  return useQuery(shareAllocationQueryOptions(companyId));
}

/** "Allocated 90% · unallocated 10%", "Allocated 100%" or "Allocated 160% · over-allocated by 60%". */
export function allocationSummary({ allocated, unallocated, overAllocatedBy }: ShareAllocationView): string {
  if (overAllocatedBy > 0)
    return `Allocated ${percentText(allocated)} · over-allocated by ${percentText(overAllocatedBy)}`;
  if (unallocated > 0) return `Allocated ${percentText(allocated)} · unallocated ${percentText(unallocated)}`;
  return `Allocated ${percentText(allocated)}`;
}

/** The company's total once `percentage` replaces what the edited link (if any) holds today. */
export function projectedAllocation(
  view: ShareAllocationView,
  percentage: number,
  editingId?: number,
): number {
  const own = view.holdings.find((holding) => holding.relationshipId === editingId)?.percentage ?? 0;
  return roundPercent(view.allocated - own + percentage);
}

export { percentText as formatPercent };
