import { Badge } from '@/components/ui/badge';
import { humanizeCode } from '@/lib/format-values';

const variants: Record<string, 'default' | 'secondary' | 'destructive' | 'success' | 'outline'> = {
  pending: 'secondary',
  submitted: 'success',
  overdue: 'destructive',
  exempt: 'outline',
  not_required: 'outline',
};

/** The display status ('overdue' for a pending filing past its due date comes from the server). */
export function FilingStatusBadge({ status }: { status: string }) {
  return <Badge variant={variants[status] ?? 'outline'}>{humanizeCode(status)}</Badge>;
}
