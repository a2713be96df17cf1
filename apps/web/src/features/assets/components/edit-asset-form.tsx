import type { AssetView, CreateAssetRequest, EntityRef } from '@ledgerline/contracts';
import { useOpenedVersion } from '@/lib/opened-version';
import { useUpdateAsset } from '../api/update-asset';
import { AssetFormCard } from './asset-form-card';

function toFormValues(asset: AssetView): CreateAssetRequest {
  return {
    name: asset.name,
    ownerEntityId: String(asset.ownerEntityId),
    type: asset.type as CreateAssetRequest['type'],
    value: asset.value === null ? '' : String(asset.value),
    acquisitionDate: asset.acquisitionDate?.slice(0, 10) ?? '',
    location: asset.location ?? '',
    status: asset.status as CreateAssetRequest['status'],
    description: asset.description ?? '',
    notes: asset.notes ?? '',
  };
}

interface EditAssetFormProps {
  asset: AssetView;
  onSaved: (asset: AssetView) => void;
  onCancel: () => void;
}

export function EditAssetForm({ asset, onSaved, onCancel }: EditAssetFormProps) {
  const updateMutation = useUpdateAsset({ onSuccess: onSaved });
  const version = useOpenedVersion(asset.version);
  return (
    <AssetFormCard
      title="Edit Asset"
      submitLabel="Save Changes"
      defaultValues={toFormValues(asset)}
      currentStatus={asset.status}
      knownOwner={asset.ownerEntity as EntityRef | undefined}
      pending={updateMutation.isPending}
      askEffectiveDate
      onSubmit={(changes, onError) =>
        updateMutation.mutate({ assetId: asset.id, changes, version }, { onError })
      }
      onCancel={onCancel}
    />
  );
}
