import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { EntityDetailView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { EffectiveDateField } from '@/components/effective-date-field';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { changedFields } from '@/lib/changed-fields';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useOpenedVersion } from '@/lib/opened-version';
import {
  editIndividualFormSchema,
  useUpdateIndividual,
  type EditIndividualInput,
  type EditIndividualValues,
} from '../api/update-individual';
import { IndividualTextFields, type TextFieldSpec } from './individual-form-fields';
import { ID_TYPE_LABELS } from './id-type-labels';

type FieldName = Exclude<keyof EditIndividualInput, 'idType' | 'status' | 'effectiveDate'>;
const fields: TextFieldSpec<FieldName>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', wide: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'position', label: 'Position', autoComplete: 'organization-title' },
  { name: 'department', label: 'Department' },
  { name: 'dateOfBirth', label: 'Date of Birth', type: 'date', autoComplete: 'bday' },
  { name: 'nationality', label: 'Nationality' },
  { name: 'idNumber', label: 'ID Number' },
  { name: 'occupation', label: 'Occupation' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', multiline: true, wide: true },
  { name: 'notes', label: 'Notes', multiline: true, wide: true },
];
const idTypeOptions = (['sa_id', 'passport', 'other'] as const).map((value) => ({
  value,
  label: ID_TYPE_LABELS[value],
}));

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const idTypeLabel = (idType: string): string => ID_TYPE_LABELS[idType] ?? idType;

function toFormValues(individual: EntityDetailView): EditIndividualInput {
  const details = individual.individualDetail;
  const idType = details?.idType;
  return {
    name: individual.name,
    email: individual.email ?? '',
    phone: individual.phone ?? '',
    address: individual.address ?? '',
    country: individual.country ?? '',
    status: individual.status === 'inactive' ? 'inactive' : 'active',
    notes: individual.notes ?? '',
    dateOfBirth: details?.dateOfBirth?.slice(0, 10) ?? '',
    idType: idType === 'sa_id' || idType === 'passport' || idType === 'other' ? idType : '',
    idNumber: details?.idNumber ?? '',
    nationality: details?.nationality ?? '',
    position: details?.position ?? '',
    department: details?.department ?? '',
    occupation: details?.occupation ?? '',
    effectiveDate: '',
  };
}

interface EditIndividualFormProps {
  individual: EntityDetailView;
  onSaved: () => void;
  onCancel: () => void;
}

/** Spec 001 'Individuals' edit: the entity PATCH, then the details PATCH (or POST when none exist). */
export function EditIndividualForm({ individual, onSaved, onCancel }: EditIndividualFormProps) {
  const defaultValues = toFormValues(individual);
  const form = useForm<EditIndividualInput, unknown, EditIndividualValues>({
    resolver: zodResolver(editIndividualFormSchema),
    defaultValues,
  });
  const updateMutation = useUpdateIndividual({ onSuccess: onSaved });
  const version = useOpenedVersion(individual.version);
  // An ID type the form does not offer (foreign_id, from the API or an import) shows as the placeholder and is
  // sent only when the user chooses another: sending the empty choice would clear it.
  const storedIdType = individual.individualDetail?.idType ?? null;
  const keepsIdType = storedIdType !== null && defaultValues.idType === '';
  // Read while rendering: react-hook-form tracks which fields changed only once something reads dirtyFields.
  const { dirtyFields } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    updateMutation.mutate(
      {
        individualId: individual.id,
        hasDetails: Boolean(individual.individualDetail),
        // Only what was changed (lib/changed-fields.ts); a stored foreign_id type the form cannot show stays.
        values: changedFields(values, dirtyFields, ['effectiveDate']),
        version,
      },
      { onError: (error) => applyServerFieldErrors(error, form.setError, Object.keys(defaultValues)) },
    ),
  );
  const { errors } = form.formState;

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="edit-individual-title">
        <CardHeader>
          <h1 id="edit-individual-title" className="text-2xl font-semibold tracking-tight">
            Edit Individual
          </h1>
          <p className="text-sm text-muted-foreground">{individual.name}</p>
        </CardHeader>
        <CardContent className="grid items-start gap-4 md:grid-cols-2">
          <IndividualTextFields
            fields={fields}
            registerField={(name) => form.register(name)}
            errorOf={(name) => errors[name]?.message}
          />
          <FormField label="ID Type" error={errors.idType?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="idType"
                render={({ field }) => (
                  <Select
                    {...control}
                    name={field.name}
                    options={idTypeOptions}
                    placeholder={keepsIdType ? idTypeLabel(storedIdType) : 'Select an ID type'}
                    value={field.value || undefined}
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
                    value={field.value || 'active'}
                    onValueChange={field.onChange}
                  />
                )}
              />
            )}
          </FormField>
          <div className="md:col-span-2">
            <EffectiveDateField
              registration={form.register('effectiveDate')}
              error={errors.effectiveDate?.message}
              description="The day a change such as a new name or nationality took effect. Leave empty for none."
            />
          </div>
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={updateMutation.isPending}>
            {updateMutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
