import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CreateFilingRequest, EntityType } from '@ledgerline/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { filingStatusOptions, filingTypeOptions } from './filing-labels';

interface FilingFormFieldsProps {
  form: UseFormReturn<CreateFilingRequest>;
  entityType: EntityType;
}

export function FilingFormFields({ form, entityType }: FilingFormFieldsProps) {
  const { errors } = form.formState;
  const status = form.watch('status');
  return (
    <div className="grid gap-4">
      <FormField label="Filing Type" required error={errors.requirementType?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="requirementType"
            render={({ field }) => (
              <Select
                {...control}
                options={filingTypeOptions(entityType)}
                placeholder="Select a filing type"
                value={field.value ?? ''}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Due Date" required error={errors.dueDate?.message}>
        {(control) => <Input type="date" {...control} {...form.register('dueDate')} />}
      </FormField>
      <FormField label="Status" required error={errors.status?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                {...control}
                options={filingStatusOptions}
                value={field.value ?? ''}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      {status === 'submitted' ? (
        <FormField label="Submission Date" error={errors.submissionDate?.message}>
          {(control) => <Input type="date" {...control} {...form.register('submissionDate')} />}
        </FormField>
      ) : null}
      <FormField label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register('notes')} />}
      </FormField>
    </div>
  );
}
