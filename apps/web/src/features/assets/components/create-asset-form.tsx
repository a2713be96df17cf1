import type { AssetFields, AssetView } from '@ledgerline/contracts';
import { useCreateAsset } from '../api/create-asset';
import { AssetFormCard, emptyAsset } from './asset-form-card';

interface CreateAssetFormProps {
  ownerEntityId?: number;
  limitReached: boolean;
  limitHint?: string;
  onCreated: (asset: AssetView) => void;
  onCancel: () => void;
}

export function CreateAssetForm({
  ownerEntityId,
  limitReached,
  limitHint,
  onCreated,
  onCancel,
}: CreateAssetFormProps) {
  const createMutation = useCreateAsset({ onSuccess: onCreated });
  return (
    <AssetFormCard
      title="Asset Information"
      submitLabel="Create Asset"
      defaultValues={{ ...emptyAsset, ownerEntityId: ownerEntityId ? String(ownerEntityId) : '' }}
      pending={createMutation.isPending}
      disabled={limitReached}
      submitHint={limitHint}
      // A create sends the whole form; only an edit sends the changed fields.
      onSubmit={(asset, onError) => createMutation.mutate(asset as AssetFields, { onError })}
      onCancel={onCancel}
    />
  );
}
