import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { applyServerFieldErrors } from '@/lib/form-errors';
import {
  createIndividualSchema,
  useCreateIndividual,
  type CreateIndividualInput,
  type CreateIndividualValues,
  type CreatedIndividual,
} from '../api/create-individual';
import { IndividualTextFields, type TextFieldSpec } from './individual-form-fields';

const emptyIndividual: CreateIndividualInput = {
  type: 'individual',
  name: '',
  email: '',
  phone: '',
  address: '',
  country: '',
  notes: '',
  status: 'active',
  dateOfBirth: '',
  nationality: '',
  position: '',
  department: '',
};
type FieldName = Exclude<keyof CreateIndividualInput, 'type' | 'status' | 'description'>;
const fieldNames = Object.keys(emptyIndividual);
const fields: TextFieldSpec<FieldName>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', wide: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'position', label: 'Position', autoComplete: 'organization-title' },
  { name: 'department', label: 'Department' },
  { name: 'dateOfBirth', label: 'Date of Birth', type: 'date', autoComplete: 'bday' },
  { name: 'nationality', label: 'Nationality' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', multiline: true, wide: true },
  { name: 'notes', label: 'Notes', multiline: true, wide: true },
];
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

interface CreateIndividualFormProps {
  limitReached: boolean;
  usage?: React.ReactNode;
  onCreated: (individual: CreatedIndividual) => void;
  onCancel: () => void;
}

/** Spec 001 'Individuals' create form. */
export function CreateIndividualForm({
  limitReached,
  usage,
  onCreated,
  onCancel,
}: CreateIndividualFormProps) {
  const form = useForm<CreateIndividualInput, unknown, CreateIndividualValues>({
    resolver: zodResolver(createIndividualSchema),
    defaultValues: emptyIndividual,
  });
  const createMutation = useCreateIndividual({ onSuccess: onCreated });
  const onSubmit = form.handleSubmit((values) =>
    createMutation.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, fieldNames),
    }),
  );
  const { errors } = form.formState;

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="individual-form-title">
        <CardHeader>
          <h1 id="individual-form-title" className="text-2xl font-semibold tracking-tight">
            Individual Information
          </h1>
          {usage}
        </CardHeader>
        <CardContent className="grid items-start gap-4 md:grid-cols-2">
          <IndividualTextFields
            fields={fields}
            registerField={(name) => form.register(name)}
            errorOf={(name) => errors[name]?.message}
          />
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
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={createMutation.isPending || limitReached}>
            {createMutation.isPending ? 'Saving...' : 'Create Individual'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
