import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  editAssetSchema,
  type AssetFields,
  type CreateAssetRequest,
  type EditAssetRequest,
  type EditAssetValues,
  type EntityRef,
} from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { EffectiveDateField } from '@/components/effective-date-field';
import { HintedButton } from '@/components/ui/hinted-button';
import { changedFields } from '@/lib/changed-fields';
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
const assetFieldNames = [...Object.keys(emptyAsset), 'effectiveDate'];

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
  /** Edits ask when the change took effect; a new asset takes effect on its acquisition date. */
  askEffectiveDate?: boolean;
  /** Runs the mutation; its failure puts the server's field errors on the fields. */
  onSubmit: (
    /** An edit (askEffectiveDate) gets the changed fields only (lib/changed-fields.ts). */
    asset: Partial<AssetFields> & { effectiveDate?: string | null },
    onError: (error: unknown) => void,
  ) => void;
  onCancel: () => void;
}

/** The asset form shared by create and edit (the spec leaves the edit form open: same fields, prefilled). */
export function AssetFormCard(props: AssetFormCardProps) {
  const { title, submitLabel, defaultValues, pending, disabled, submitHint, currentStatus, onCancel } = props;
  const form = useForm<EditAssetRequest, unknown, EditAssetValues>({
    resolver: zodResolver(editAssetSchema),
    defaultValues: { ...defaultValues, effectiveDate: '' },
  });
  // Read while rendering: react-hook-form tracks which fields changed only once something reads dirtyFields.
  const { dirtyFields } = form.formState;
  const submit = form.handleSubmit(({ effectiveDate, ...asset }) =>
    props.onSubmit(
      props.askEffectiveDate ? { ...changedFields(asset, dirtyFields), effectiveDate } : asset,
      (error) => applyServerFieldErrors(error, form.setError, assetFieldNames),
    ),
  );

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-labelledby="asset-form-title">
        <CardHeader>
          <h1 id="asset-form-title" className="text-2xl font-semibold tracking-tight">
            {title}
          </h1>
        </CardHeader>
        <CardContent className="space-y-6">
          <AssetFormFields form={form} knownOwner={props.knownOwner} currentStatus={currentStatus} />
          {props.askEffectiveDate ? (
            <EffectiveDateField
              registration={form.register('effectiveDate')}
              error={form.formState.errors.effectiveDate?.message}
              description="The day of a transfer to another owner, a disposal or a valuation. Leave empty when a new acquisition date says it, or for none."
            />
          ) : null}
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
