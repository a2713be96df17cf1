import { Controller, type UseFormReturn } from 'react-hook-form';
import type { EditAssetRequest, EditAssetValues, EntityRef } from '@ledgerline/contracts';
import { EntityPicker } from '@/components/ui/entity-picker';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { assetStatusOptions, assetTypeOptions } from './asset-labels';
import { accountCurrency, accountToday } from '@/lib/account-settings/account-time-zone';

export type AssetForm = UseFormReturn<EditAssetRequest, unknown, EditAssetValues>;
type ChoiceName = 'type' | 'status';

function ChoiceField(props: {
  form: AssetForm;
  name: ChoiceName;
  label: string;
  options: SelectOption[];
  required?: boolean;
}) {
  const { form, name, label, options, required } = props;
  return (
    <FormField label={label} required={required} error={form.formState.errors[name]?.message}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select
              {...control}
              name={field.name}
              options={options}
              value={field.value ? String(field.value) : ''}
              onValueChange={field.onChange}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** The owner: a search over the account's entities (GET /api/entities?q=&limit=20), not a select of all. */
function OwnerField({ form, knownOwner }: { form: AssetForm; knownOwner?: EntityRef }) {
  return (
    <FormField label="Owner" required error={form.formState.errors.ownerEntityId?.message}>
      {(control) => (
        <Controller
          control={form.control}
          name="ownerEntityId"
          render={({ field }) => (
            <EntityPicker
              {...control}
              value={field.value ? String(field.value) : ''}
              knownEntity={knownOwner}
              placeholder="Select the owner"
              onValueChange={field.onChange}
            />
          )}
        />
      )}
    </FormField>
  );
}

export function AssetFormFields({
  form,
  knownOwner,
  currentStatus,
}: {
  form: AssetForm;
  knownOwner?: EntityRef;
  currentStatus?: string;
}) {
  const { errors } = form.formState;
  const today = accountToday();

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField label="Name" required error={errors.name?.message} className="md:col-span-2">
        {(control) => <Input {...control} {...form.register('name')} />}
      </FormField>
      <OwnerField form={form} knownOwner={knownOwner} />
      <ChoiceField form={form} name="type" label="Type" required options={assetTypeOptions} />
      <FormField label={`Value (${accountCurrency()})`} error={errors.value?.message}>
        {(control) => (
          <Input
            {...control}
            // Text, not a number input: a browser silently drops spaces and a decimal comma (R 1 250 000,50).
            inputMode="decimal"
            autoComplete="off"
            {...form.register('value')}
          />
        )}
      </FormField>
      <FormField label="Acquisition Date" error={errors.acquisitionDate?.message}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min="1900-01-01"
            max={today}
            {...form.register('acquisitionDate')}
          />
        )}
      </FormField>
      <FormField label="Location" error={errors.location?.message}>
        {(control) => <Input {...control} {...form.register('location')} />}
      </FormField>
      <ChoiceField form={form} name="status" label="Status" options={assetStatusOptions(currentStatus)} />
      <FormField label="Description" error={errors.description?.message} className="md:col-span-2">
        {(control) => <Textarea {...control} {...form.register('description')} />}
      </FormField>
      <FormField label="Notes" error={errors.notes?.message} className="md:col-span-2">
        {(control) => <Textarea {...control} {...form.register('notes')} />}
      </FormField>
    </div>
  );
}
