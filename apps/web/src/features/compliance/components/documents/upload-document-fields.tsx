import { Controller, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { UploadDocumentValues } from '../../api/upload-document';
import { documentTypeOptions } from './document-labels';

export function UploadDocumentFields({ form }: { form: UseFormReturn<UploadDocumentValues> }) {
  const { errors } = form.formState;
  const certified = form.watch('isCertified');
  return (
    <div className="grid gap-4">
      <FormField label="File" required error={errors.file?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <Input
                {...control}
                type="file"
                name={field.name}
                accept=".pdf,.png,.jpg,.jpeg,.tif,.tiff,.doc,.docx,.txt"
                onChange={(event) => {
                  field.onChange(event.target.files?.[0]);
                  void form.trigger('file');
                }}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Document Type" required error={errors.documentType?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="documentType"
            render={({ field }) => (
              <Select
                {...control}
                options={documentTypeOptions}
                value={field.value ?? ''}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => <Input {...control} {...form.register('description')} />}
      </FormField>
      <CheckboxField label="Certified copy" {...form.register('isCertified')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {certified ? (
          <FormField label="Certification Date" error={errors.certificationDate?.message}>
            {(control) => <Input type="date" {...control} {...form.register('certificationDate')} />}
          </FormField>
        ) : null}
        <FormField label="Expiration Date" error={errors.expirationDate?.message}>
          {(control) => <Input type="date" {...control} {...form.register('expirationDate')} />}
        </FormField>
      </div>
    </div>
  );
}
