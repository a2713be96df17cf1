import {
  amountInputText,
  type AssetView,
  type CreateAssetRequest,
  type EntityRef,
} from '@ledgerline/contracts';
import { accountCurrency } from '@/lib/account-settings/account-time-zone';
import { useOpenedVersion } from '@/lib/opened-version';
import { useUpdateAsset } from '../api/update-asset';
import { AssetFormCard } from './asset-form-card';

function toFormValues(asset: AssetView): CreateAssetRequest {
  return {
    name: asset.name,
    ownerEntityId: String(asset.ownerEntityId),
    type: asset.type as CreateAssetRequest['type'],
    // As the create form takes it ('12 500 000,50'), not the machine's '12500000.5'.
    value: asset.value === null ? '' : amountInputText(Number(asset.value), accountCurrency()),
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
