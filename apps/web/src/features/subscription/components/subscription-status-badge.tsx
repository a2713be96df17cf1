import type { SubscriptionStatus } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { humanize } from '@/lib/humanize';

const variants: Partial<Record<SubscriptionStatus, 'success' | 'secondary' | 'destructive'>> = {
  active: 'success',
  trialing: 'secondary',
  pending: 'secondary',
  past_due: 'destructive',
  expired: 'destructive',
  canceled: 'destructive',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge variant={variants[status] ?? 'outline'}>{humanize(status)}</Badge>;
}
