import { Link } from 'react-router-dom';
import type { AssetView } from '@ledgerline/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { entityPath } from '@/lib/entity-path';
import { formatDay } from '@/lib/format';
import { formatCurrency } from '@/lib/format-currency';
import { humanize } from '@/lib/humanize';
import { assetOwnerLabel } from './asset-labels';
import { AssetStatusBadge } from './asset-status-badge';

function Detail({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'space-y-1 sm:col-span-2' : 'space-y-1'}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export function AssetInformationCard({ asset }: { asset: AssetView }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Asset Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-6 sm:grid-cols-2">
          <Detail label="Type">{humanize(asset.type)}</Detail>
          <Detail label="Value">{formatCurrency(asset.value)}</Detail>
          <Detail label="Acquisition Date">{formatDay(asset.acquisitionDate)}</Detail>
          <Detail label="Status">
            <AssetStatusBadge status={asset.status} />
          </Detail>
          <Detail label="Location">{asset.location || 'N/A'}</Detail>
          <Detail label="Created At">{formatDay(asset.createdAt)}</Detail>
          <Detail label="Description" wide>
            {asset.description || 'No description provided.'}
          </Detail>
          <Detail label="Notes" wide>
            {asset.notes || 'No notes provided.'}
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}

/** The owner, linking to its page by kind when the answer names the kind. */
export function AssetOwnerCard({ asset }: { asset: AssetView }) {
  const owner = asset.ownerEntity;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Owner</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1">
        {owner ? (
          <Link
            to={entityPath(owner)}
            className="text-lg font-semibold text-primary underline-offset-4 hover:underline"
          >
            {owner.name}
          </Link>
        ) : (
          <p className="text-lg font-semibold">{assetOwnerLabel(asset)}</p>
        )}
        {owner ? <p className="text-sm text-muted-foreground">{humanize(owner.type)}</p> : null}
      </CardContent>
    </Card>
  );
}
