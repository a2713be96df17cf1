import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { EntityView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { EffectiveDateField } from '@/components/effective-date-field';
import { changedFields } from '@/lib/changed-fields';
import { useOpenedVersion } from '@/lib/opened-version';
import { applyServerFieldErrors } from '@/lib/form-errors';
import {
  editCompanyFormSchema,
  useUpdateCompany,
  type EditCompanyInput,
  type EditCompanyValues,
} from '../api/update-company';
import { CompanyFormFields } from './company-form-fields';

const ENTITY_EFFECTIVE_DATE =
  'The day a change such as a new name or deregistration took effect. Leave empty when a new incorporation or founded date says it, or for none.';

function toFormValues(company: EntityView): EditCompanyInput {
  return {
    type: 'company',
    name: company.name,
    description: company.description ?? '',
    registrationNumber: company.registrationNumber ?? '',
    taxId: company.taxId ?? '',
    industry: company.industry ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    website: company.website ?? '',
    address: company.address ?? '',
    country: company.country ?? '',
    foundedDate: company.foundedDate?.slice(0, 10) ?? '',
    incorporationDate: company.incorporationDate?.slice(0, 10) ?? '',
    companyClassification: (company.companyClassification ?? '') as EditCompanyInput['companyClassification'],
    status: company.status === 'inactive' ? 'inactive' : 'active',
    notes: company.notes ?? '',
    effectiveDate: '',
  };
}

interface EditCompanyFormProps {
  company: EntityView;
  onSaved: () => void;
  onCancel: () => void;
}

/** Spec 001 'Edit company': the company form prefilled, Cancel and Save Changes. */
export function EditCompanyForm({ company, onSaved, onCancel }: EditCompanyFormProps) {
  const defaultValues = toFormValues(company);
  const form = useForm<EditCompanyInput, unknown, EditCompanyValues>({
    resolver: zodResolver(editCompanyFormSchema),
    defaultValues,
  });
  // Read while rendering: react-hook-form tracks which fields changed only once something reads dirtyFields.
  const { dirtyFields } = form.formState;
  const updateMutation = useUpdateCompany({ onSuccess: onSaved });
  const version = useOpenedVersion(company.version);
  const onSubmit = form.handleSubmit((values) =>
    updateMutation.mutate(
      { companyId: company.id, company: changedFields(values, dirtyFields, ['type']), version },
      { onError: (error) => applyServerFieldErrors(error, form.setError, Object.keys(defaultValues)) },
    ),
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="edit-company-title">
        <CardHeader>
          <h1 id="edit-company-title" className="text-2xl font-semibold tracking-tight">
            Edit Company
          </h1>
          <p className="text-sm text-muted-foreground">{company.name}</p>
        </CardHeader>
        <CardContent className="space-y-6">
          <CompanyFormFields form={form} />
          <EffectiveDateField
            registration={form.register('effectiveDate')}
            error={form.formState.errors.effectiveDate?.message}
            description={ENTITY_EFFECTIVE_DATE}
          />
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
