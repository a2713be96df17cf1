import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select, type SelectOption } from '@/components/ui/select';
import { type RelationshipFormValues, takesPercentage } from './relationship-payload';

interface RelationshipTypeFieldProps {
  form: UseFormReturn<RelationshipFormValues>;
  options: SelectOption[];
}

/** Spec 001 section 4: a type change clears the trust-detail fields (and the percentage where it has none). */
function clearTypeSpecificFields(form: UseFormReturn<RelationshipFormValues>, type: string) {
  form.setValue('ownershipCategory', '');
  form.setValue('natureOfInterest', '');
  form.setValue('trustBenefitType', '');
  form.setValue('effectiveControl', false);
  if (!takesPercentage(type)) form.setValue('ownershipPercentage', '');
}

export function RelationshipTypeField({ form, options }: RelationshipTypeFieldProps) {
  const { errors } = form.formState;
  const exhausted = options.length === 0;
  return (
    <FormField
      label="Relationship Type"
      required
      description={exhausted ? 'All relationship types have been used' : undefined}
      error={errors.type?.message}
    >
      {(control) => (
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              {...control}
              name={field.name}
              options={options}
              disabled={exhausted}
              placeholder={exhausted ? 'All relationship types have been used' : 'Select a relationship type'}
              value={field.value ?? ''}
              onValueChange={(value) => {
                if (value === field.value) return;
                field.onChange(value);
                clearTypeSpecificFields(form, value);
              }}
            />
          )}
        />
      )}
    </FormField>
  );
}
