import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import type { RelationshipFormValues } from './relationship-payload';

/** Ownership %, dates, active flag and notes. */
export function RelationshipDetailFields({
  form,
  showOwnership,
  ownershipLabel = 'Ownership Percentage',
}: {
  form: UseFormReturn<RelationshipFormValues>;
  showOwnership: boolean;
  ownershipLabel?: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      {showOwnership ? (
        <FormField label={ownershipLabel} error={errors.ownershipPercentage?.message}>
          {(control) => (
            <Input
              {...control}
              // Text, not a number input: a browser silently drops a decimal comma ('5,5' became 55).
              inputMode="decimal"
              autoComplete="off"
              {...form.register('ownershipPercentage')}
            />
          )}
        </FormField>
      ) : null}
      <FormField label="Start Date" error={errors.startDate?.message}>
        {(control) => <Input {...control} type="date" min="1900-01-01" {...form.register('startDate')} />}
      </FormField>
      <FormField
        label="End Date"
        description="Leave empty for an ongoing relationship."
        error={errors.endDate?.message}
      >
        {(control) => <Input {...control} type="date" min="1900-01-01" {...form.register('endDate')} />}
      </FormField>
      <CheckboxField className="self-end pb-2" label="Active" {...form.register('isActive')} />
      <FormField label="Notes" error={errors.notes?.message} className="md:col-span-2">
        {(control) => <Textarea {...control} {...form.register('notes')} />}
      </FormField>
    </>
  );
}
