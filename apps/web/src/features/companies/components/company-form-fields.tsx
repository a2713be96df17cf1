import { Controller, type UseFormReturn } from 'react-hook-form';
import { COMPANY_CLASSIFICATIONS } from '@ledgerline/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { CreateCompanyInput, CreateCompanyValues } from '../api/create-company';
import { classificationLabels } from './company-classification-labels';
import { accountToday } from '@/lib/account-settings/account-time-zone';

type CompanyForm = UseFormReturn<CreateCompanyInput, unknown, CreateCompanyValues>;
type TextFieldName = 'registrationNumber' | 'taxId' | 'industry' | 'email' | 'phone' | 'website' | 'country';

const textFields: { name: TextFieldName; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'registrationNumber', label: 'Registration Number' },
  { name: 'taxId', label: 'Tax ID' },
  { name: 'industry', label: 'Industry' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

const classificationOptions = COMPANY_CLASSIFICATIONS.map((value) => ({
  value,
  label: classificationLabels[value],
}));
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function CompanyFormFields({ form }: { form: CompanyForm }) {
  const { errors } = form.formState;
  const today = accountToday();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField label="Name" error={errors.name?.message} required className="md:col-span-2">
        {(control) => <Input {...control} autoComplete="organization" {...form.register('name')} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message} className="md:col-span-2">
        {(control) => <Textarea {...control} {...form.register('description')} />}
      </FormField>
      {textFields.map(({ name, label, type, autoComplete }) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          {(control) => (
            <Input {...control} type={type} autoComplete={autoComplete} {...form.register(name)} />
          )}
        </FormField>
      ))}
      <FormField label="Founded Date" error={errors.foundedDate?.message}>
        {(control) => (
          <Input {...control} type="date" min="1900-01-01" max={today} {...form.register('foundedDate')} />
        )}
      </FormField>
      <FormField label="Incorporation Date" error={errors.incorporationDate?.message}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min="1900-01-01"
            max={today}
            {...form.register('incorporationDate')}
          />
        )}
      </FormField>
      <FormField label="Company Classification" error={errors.companyClassification?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="companyClassification"
            render={({ field }) => (
              <Select
                {...control}
                name={field.name}
                options={classificationOptions}
                placeholder="Select a classification"
                value={field.value ?? ''}
                onValueChange={field.onChange}
              />
            )}
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
                value={field.value ?? 'active'}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Address" error={errors.address?.message} className="md:col-span-2">
        {(control) => <Textarea {...control} autoComplete="street-address" {...form.register('address')} />}
      </FormField>
      <FormField label="Notes" error={errors.notes?.message} className="md:col-span-2">
        {(control) => <Textarea {...control} {...form.register('notes')} />}
      </FormField>
    </div>
  );
}
