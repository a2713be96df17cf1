import type { AssetView } from '@ledgerline/contracts';

/** Spec 001's Owner column reads 'Entity #{ownerEntityId}'; the owner's name comes first, as people look for it. */
export function AssetOwnerCell({ data }: { data?: AssetView }) {
  if (!data) return null;
  const reference = `Entity #${data.ownerEntityId}`;
  if (!data.ownerEntity?.name) return <span>{reference}</span>;
  return (
    <span className="truncate">
      {data.ownerEntity.name} <span className="text-muted-foreground">· {reference}</span>
    </span>
  );
}
