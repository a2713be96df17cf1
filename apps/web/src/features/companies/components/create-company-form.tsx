import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { applyServerFieldErrors } from '@/lib/form-errors';
import {
  createCompanySchema,
  useCreateCompany,
  type CreateCompanyInput,
  type CreateCompanyValues,
  type CreatedCompany,
} from '../api/create-company';
import { CompanyFormFields } from './company-form-fields';

const emptyCompany: CreateCompanyInput = {
  type: 'company',
  name: '',
  description: '',
  registrationNumber: '',
  taxId: '',
  industry: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  country: '',
  foundedDate: '',
  incorporationDate: '',
  companyClassification: '',
  status: 'active',
  notes: '',
};
const companyFieldNames = Object.keys(emptyCompany);

interface CreateCompanyFormProps {
  limitReached: boolean;
  /** The entity usage line, composed by the route. */
  usage?: React.ReactNode;
  onCreated: (company: CreatedCompany) => void;
  onCancel: () => void;
}

export function CreateCompanyForm({ limitReached, usage, onCreated, onCancel }: CreateCompanyFormProps) {
  const form = useForm<CreateCompanyInput, unknown, CreateCompanyValues>({
    resolver: zodResolver(createCompanySchema),
    defaultValues: emptyCompany,
  });
  const createMutation = useCreateCompany({ onSuccess: onCreated });

  const onSubmit = form.handleSubmit((company) =>
    createMutation.mutate(company, {
      onError: (error) => applyServerFieldErrors(error, form.setError, companyFieldNames),
    }),
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="company-form-title">
        <CardHeader>
          <h1 id="company-form-title" className="text-2xl font-semibold tracking-tight">
            Company Information
          </h1>
          {usage}
        </CardHeader>
        <CardContent>
          <CompanyFormFields form={form} />
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={createMutation.isPending || limitReached}>
            {createMutation.isPending ? 'Saving...' : 'Create Company'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
