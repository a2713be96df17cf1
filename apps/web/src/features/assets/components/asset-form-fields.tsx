import { Controller, type UseFormReturn } from 'react-hook-form';
import type { AssetFields, CreateAssetRequest, EntityView } from '@ledgerline/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { assetStatusOptions, assetTypeOptions } from './asset-labels';

export type AssetForm = UseFormReturn<CreateAssetRequest, unknown, AssetFields>;
type ChoiceName = 'ownerEntityId' | 'type' | 'status';

const kindNames: Record<string, string> = { company: 'Company', individual: 'Individual', trust: 'Trust' };

function ChoiceField(props: {
  form: AssetForm;
  name: ChoiceName;
  label: string;
  options: SelectOption[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const { form, name, label, options, placeholder, required, disabled } = props;
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
              placeholder={placeholder}
              disabled={disabled}
              value={field.value ? String(field.value) : ''}
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
  owners,
  currentStatus,
}: {
  form: AssetForm;
  owners: EntityView[] | undefined;
  currentStatus?: string;
}) {
  const { errors } = form.formState;
  const today = new Date().toISOString().slice(0, 10);
  const ownerOptions = (owners ?? []).map((entity) => ({
    value: String(entity.id),
    label: `${entity.name} (${kindNames[entity.type] ?? entity.type})`,
  }));
  let ownerPlaceholder = 'Select the owner';
  if (!owners) ownerPlaceholder = 'Loading entities...';
  else if (ownerOptions.length === 0) ownerPlaceholder = 'No entities available';

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField label="Name" required error={errors.name?.message} className="md:col-span-2">
        {(control) => <Input {...control} {...form.register('name')} />}
      </FormField>
      <ChoiceField
        form={form}
        name="ownerEntityId"
        label="Owner"
        required
        options={ownerOptions}
        placeholder={ownerPlaceholder}
        disabled={ownerOptions.length === 0}
      />
      <ChoiceField form={form} name="type" label="Type" required options={assetTypeOptions} />
      <FormField label="Value (USD)" error={errors.value?.message}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
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
