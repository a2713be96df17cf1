import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { RelationshipFormValues } from './relationship-payload';

const NO_EVIDENCE = 'none';

/** A document the change may cite as its evidence (the route reads those of both ends of the link). */
export interface EvidenceDocument {
  id: number;
  name: string;
}

/**
 * What the history records about the change itself: when it took effect when it sets no end or
 * start date of its own (edits only: a new link takes effect on its start date), why, and the document that
 * evidences it.
 */
export function OwnershipChangeFields({
  form,
  evidenceDocuments,
  askEffectiveDate = true,
}: {
  form: UseFormReturn<RelationshipFormValues>;
  evidenceDocuments: readonly EvidenceDocument[];
  askEffectiveDate?: boolean;
}) {
  const options = [
    { value: NO_EVIDENCE, label: 'No evidence document' },
    ...evidenceDocuments.map((document) => ({ value: String(document.id), label: document.name })),
  ];
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4 rounded-md border p-4 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">About this change</legend>
      {askEffectiveDate ? (
        <FormField
          label="Effective date"
          description="Leave empty for today, or the end or start date this change sets."
          error={errors.effectiveDate?.message}
        >
          {(control) => (
            <Input {...control} type="date" min="1900-01-01" {...form.register('effectiveDate')} />
          )}
        </FormField>
      ) : null}
      <FormField
        label="Evidence document"
        description="A document filed with either entity: a share transfer form, a resolution."
        error={errors.evidenceDocumentId?.message}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="evidenceDocumentId"
            render={({ field }) => (
              <Select
                {...control}
                name={field.name}
                options={options}
                value={field.value ? String(field.value) : NO_EVIDENCE}
                onValueChange={(value) => field.onChange(value === NO_EVIDENCE ? null : value)}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Reason for the change" error={errors.changeReason?.message} className="md:col-span-2">
        {(control) => <Textarea {...control} rows={2} maxLength={1000} {...form.register('changeReason')} />}
      </FormField>
    </fieldset>
  );
}
