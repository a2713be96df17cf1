import { Link } from 'react-router-dom';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { AssetView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { humanizeCode } from '@/lib/format-values';

const statusVariants: Record<string, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  active: 'default',
  pending: 'secondary',
  disposed: 'destructive',
};

/** Spec 001 'Trusts': pending secondary, disposed destructive, active default; a missing status is Active. */
export function AssetStatusCell({ value }: CustomCellRendererProps<AssetView, string | null>) {
  const status = value || 'active';
  return <Badge variant={statusVariants[status] ?? 'outline'}>{humanizeCode(status)}</Badge>;
}

export function ViewAssetCell({ data }: CustomCellRendererProps<AssetView>) {
  if (!data) return null;
  return (
    <Link
      to={`/assets/${data.id}`}
      className="font-medium text-primary underline-offset-4 hover:underline"
      aria-label={`View asset ${data.name}`}
    >
      View
    </Link>
  );
}
