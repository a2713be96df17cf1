import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ListAnswer } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { isTrustCompliant } from '../components/trust-compliance';
import type { TrustListItem } from './get-trusts';

/** Spec 001 'Trusts': the counts above the list; null where the server cannot count it yet. */
export interface TrustCounts {
  active: number;
  pending: number;
  nonCompliant: number | null;
}

const count = (filter: string) =>
  apiClient.getList<TrustListItem>(`/api/entities?type=trust&${filter}&limit=1`);

/** A server that does not page answers the whole list: the counts are taken from it. */
function countLocally(trusts: TrustListItem[]): TrustCounts {
  return {
    active: trusts.filter((trust) => (trust.status || 'active') === 'active').length,
    pending: trusts.filter((trust) => trust.status === 'pending').length,
    nonCompliant: trusts.filter((trust) => !isTrustCompliant(trust)).length,
  };
}

/**
 * `compliance=attention` asks for the trusts the compliance page says need attention; the header counts them.
 * A server without that filter answers every trust: its first row then shows whether the filter was applied.
 */
function nonCompliantTotal(answer: ListAnswer<TrustListItem> | null): number | null {
  if (!answer || answer.total === null) return null;
  const first = answer.rows[0];
  return first && isTrustCompliant(first) ? null : answer.total;
}

/** Three one-row reads whose X-Total-Count headers are the counts; the trust list itself is never loaded. */
export async function getTrustCounts(): Promise<TrustCounts> {
  const [active, pending, attention] = await Promise.all([
    count('status=active'),
    count('status=pending'),
    count('compliance=attention').catch(() => null),
  ]);
  if (active.total === null) return countLocally(active.rows);
  return { active: active.total, pending: pending.total ?? 0, nonCompliant: nonCompliantTotal(attention) };
}

export const trustCountsQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.entities, 'trust-counts'] as const, queryFn: getTrustCounts });

export function useTrustCounts() {
  return useQuery(trustCountsQueryOptions());
}
