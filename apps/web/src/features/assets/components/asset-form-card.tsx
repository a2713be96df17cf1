import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createAssetSchema,
  type AssetFields,
  type CreateAssetRequest,
  type EntityRef,
} from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { HintedButton } from '@/components/ui/hinted-button';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { AssetFormFields } from './asset-form-fields';

export const emptyAsset: CreateAssetRequest = {
  name: '',
  ownerEntityId: '',
  type: 'other',
  value: '',
  acquisitionDate: '',
  location: '',
  status: 'active',
  description: '',
  notes: '',
};
const assetFieldNames = Object.keys(emptyAsset);

interface AssetFormCardProps {
  title: string;
  submitLabel: string;
  defaultValues: CreateAssetRequest;
  pending: boolean;
  disabled?: boolean;
  submitHint?: string;
  currentStatus?: string;
  /** The edited asset's owner, so its name shows without another request. */
  knownOwner?: EntityRef;
  /** Runs the mutation; its failure puts the server's field errors on the fields. */
  onSubmit: (asset: AssetFields, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}

/** The asset form shared by create and edit (the spec leaves the edit form open: same fields, prefilled). */
export function AssetFormCard(props: AssetFormCardProps) {
  const { title, submitLabel, defaultValues, pending, disabled, submitHint, currentStatus, onCancel } = props;
  const form = useForm<CreateAssetRequest, unknown, AssetFields>({
    resolver: zodResolver(createAssetSchema),
    defaultValues,
  });
  const submit = form.handleSubmit((asset) =>
    props.onSubmit(asset, (error) => applyServerFieldErrors(error, form.setError, assetFieldNames)),
  );

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-labelledby="asset-form-title">
        <CardHeader>
          <h1 id="asset-form-title" className="text-2xl font-semibold tracking-tight">
            {title}
          </h1>
        </CardHeader>
        <CardContent>
          <AssetFormFields form={form} knownOwner={props.knownOwner} currentStatus={currentStatus} />
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <HintedButton type="submit" hint={submitHint} disabled={pending || disabled}>
            {pending ? 'Saving...' : submitLabel}
          </HintedButton>
        </CardFooter>
      </form>
    </Card>
  );
}
