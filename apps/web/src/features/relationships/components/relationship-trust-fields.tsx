import { Controller, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Select, type SelectOption } from '@/components/ui/select';
import {
  natureOfInterestOptions,
  ownershipCategoryOptions,
  trustBenefitTypeOptions,
} from './relationship-labels';
import type { RelationshipFormValues } from './relationship-payload';

type Form = UseFormReturn<RelationshipFormValues>;
type ChoiceName = 'ownershipCategory' | 'natureOfInterest' | 'trustBenefitType';

function ChoiceField({
  form,
  name,
  label,
  options,
}: {
  form: Form;
  name: ChoiceName;
  label: string;
  options: SelectOption[];
}) {
  return (
    <FormField label={label} error={form.formState.errors[name]?.message}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select
              {...control}
              name={field.name}
              options={options}
              placeholder="Not specified"
              value={field.value ?? ''}
              onValueChange={field.onChange}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** Spec 001 section 4: shown only for founder, trustee, beneficiary and controller; benefit type only for beneficiary. */
export function RelationshipTrustFields({ form, isBeneficiary }: { form: Form; isBeneficiary: boolean }) {
  return (
    <fieldset className="grid gap-4 rounded-md border p-4 md:col-span-2 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">Trust Details</legend>
      <ChoiceField
        form={form}
        name="ownershipCategory"
        label="Ownership Category"
        options={ownershipCategoryOptions}
      />
      <ChoiceField
        form={form}
        name="natureOfInterest"
        label="Nature of Interest"
        options={natureOfInterestOptions}
      />
      {isBeneficiary ? (
        <ChoiceField
          form={form}
          name="trustBenefitType"
          label="Trust Benefit Type"
          options={trustBenefitTypeOptions}
        />
      ) : null}
      <CheckboxField
        className="md:col-span-2"
        label="Effective Control"
        description="This party exercises effective control over the trust."
        {...form.register('effectiveControl')}
      />
    </fieldset>
  );
}
