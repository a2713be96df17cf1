import { Badge } from '@/components/ui/badge';
import { humanize } from '@/lib/humanize';

const variants: Record<string, 'success' | 'secondary' | 'destructive' | 'outline'> = {
  active: 'success',
  pending: 'secondary',
  inactive: 'secondary',
  maintenance: 'outline',
  for_sale: 'outline',
  disposed: 'destructive',
};

/** A missing status shows as Active (spec 001 'Assets' table: status default Active). */
export function AssetStatusBadge({ status }: { status: string | null | undefined }) {
  const value = status || 'active';
  return <Badge variant={variants[value] ?? 'secondary'}>{humanize(value)}</Badge>;
}

export function AssetStatusCell({ value }: { value?: string | null }) {
  return <AssetStatusBadge status={value} />;
}
