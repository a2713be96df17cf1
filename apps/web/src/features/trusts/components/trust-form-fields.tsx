import { Controller, type UseFormReturn } from 'react-hook-form';
import { TRUST_TYPES } from '@ledgerline/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { humanizeCode } from '@/lib/format-values';
import type { TrustFormInput, TrustFormValues } from '../api/create-trust';
import { accountToday } from '@/lib/account-settings/account-time-zone';

export type TrustForm = UseFormReturn<TrustFormInput, unknown, TrustFormValues>;

const trustTypeOptions = TRUST_TYPES.map((value) => ({ value, label: humanizeCode(value) }));
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 md:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Spec 001 'Trusts' create/edit fields: trust details, Contact Information and Address. */
export function TrustFormFields({ form }: { form: TrustForm }) {
  const { errors } = form.formState;
  const today = accountToday();
  return (
    <div className="space-y-8">
      <Section title="Trust Details">
        <FormField label="Trust Name" error={errors.name?.message} required className="md:col-span-2">
          {(control) => <Input {...control} {...form.register('name')} />}
        </FormField>
        <FormField label="Trust Type" error={errors.trustType?.message} required>
          {(control) => (
            <Controller
              control={form.control}
              name="trustType"
              render={({ field }) => (
                <Select
                  {...control}
                  name={field.name}
                  options={trustTypeOptions}
                  placeholder="Select a trust type"
                  value={field.value || undefined}
                  onValueChange={field.onChange}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label="Trust Number"
          error={errors.registrationNumber?.message}
          description="For example IT123456 or IT000416/2018(N)"
        >
          {(control) => <Input {...control} {...form.register('registrationNumber')} />}
        </FormField>
        <FormField label="Trust Deed Date" error={errors.trustDeedDate?.message}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min="1900-01-01"
              max={today}
              {...form.register('trustDeedDate')}
            />
          )}
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select
                  {...control}
                  name={field.name}
                  options={statusOptions}
                  value={field.value || 'active'}
                  onValueChange={field.onChange}
                />
              )}
            />
          )}
        </FormField>
        <FormField label="Tax ID" error={errors.taxId?.message}>
          {(control) => <Input {...control} {...form.register('taxId')} />}
        </FormField>
        <FormField label="Description" error={errors.description?.message} className="md:col-span-2">
          {(control) => <Textarea {...control} {...form.register('description')} />}
        </FormField>
      </Section>
      <Section title="Contact Information">
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </FormField>
      </Section>
      <Section title="Address">
        <FormField label="Address" error={errors.address?.message} className="md:col-span-2">
          {(control) => <Textarea {...control} autoComplete="street-address" {...form.register('address')} />}
        </FormField>
        <FormField label="Country" error={errors.country?.message}>
          {(control) => <Input {...control} autoComplete="country-name" {...form.register('country')} />}
        </FormField>
      </Section>
      <FormField label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea {...control} {...form.register('notes')} />}
      </FormField>
    </div>
  );
}
