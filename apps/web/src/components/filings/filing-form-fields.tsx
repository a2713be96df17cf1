import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CreateFilingRequest, EntityType } from '@ledgerline/contracts';
import { FormField } from '@/components/ui/form-field';
import { HiddenFieldErrors } from '@/components/ui/hidden-field-errors';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { filingStatusOptions, filingTypeOptions } from '@/lib/filings/filing-labels';

interface FilingFormFieldsProps {
  form: UseFormReturn<CreateFilingRequest>;
  entityType: EntityType;
}

const ALWAYS_SHOWN = ['requirementType', 'dueDate', 'status', 'notes'];
const HIDDEN_LABELS = { entityId: 'Entity', submissionDate: 'Submission Date' };

export function FilingFormFields({ form, entityType }: FilingFormFieldsProps) {
  const { errors } = form.formState;
  const status = form.watch('status');
  const submitted = status === 'submitted';
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
                onValueChange={(next) => {
                  field.onChange(next);
                  // The submission date shows only for submitted (spec 001); hidden, it keeps no stale value.
                  if (next !== 'submitted') form.resetField('submissionDate');
                }}
              />
            )}
          />
        )}
      </FormField>
      {submitted ? (
        <FormField label="Submission Date" error={errors.submissionDate?.message}>
          {(control) => <Input type="date" {...control} {...form.register('submissionDate')} />}
        </FormField>
      ) : null}
      <FormField label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register('notes')} />}
      </FormField>
      <HiddenFieldErrors
        errors={errors}
        shown={submitted ? [...ALWAYS_SHOWN, 'submissionDate'] : ALWAYS_SHOWN}
        labels={HIDDEN_LABELS}
      />
    </div>
  );
}
