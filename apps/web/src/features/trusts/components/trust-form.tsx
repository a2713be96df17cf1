import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { changedFields } from '@/lib/changed-fields';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { EffectiveDateField } from '@/components/effective-date-field';
import {
  trustFormSchema,
  type TrustFields,
  type TrustFormInput,
  type TrustFormValues,
} from '../api/create-trust';
import { TrustFormFields } from './trust-form-fields';

interface TrustFormProps {
  title: string;
  defaultValues: TrustFormInput;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  usage?: React.ReactNode;
  /** Edits ask when the change took effect. */
  askEffectiveDate?: boolean;
  /** Resolves with the server error (if any) so its field errors land on the fields. */
  /** An edit (askEffectiveDate) gets the changed fields only (lib/changed-fields.ts). */
  onSubmit: (values: Partial<TrustFields> & { effectiveDate?: string | null }) => Promise<unknown>;
  onCancel: () => void;
}

/** The trust form of the create and edit pages (spec 001 'Trusts'). */
export function TrustForm(props: TrustFormProps) {
  const form = useForm<TrustFormInput, unknown, TrustFormValues>({
    resolver: zodResolver(trustFormSchema),
    defaultValues: { ...props.defaultValues, effectiveDate: '' },
  });
  // Read while rendering: react-hook-form tracks which fields changed only once something reads dirtyFields.
  const { dirtyFields } = form.formState;
  const onSubmit = form.handleSubmit(({ effectiveDate, ...trust }) =>
    props
      .onSubmit(
        props.askEffectiveDate ? { ...changedFields(trust, dirtyFields, ['type']), effectiveDate } : trust,
      )
      .catch((error: unknown) =>
        applyServerFieldErrors(error, form.setError, [...Object.keys(props.defaultValues), 'effectiveDate']),
      ),
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="trust-form-title">
        <CardHeader>
          <h1 id="trust-form-title" className="text-2xl font-semibold tracking-tight">
            {props.title}
          </h1>
          {props.usage}
        </CardHeader>
        <CardContent className="space-y-6">
          <Alert>
            <Info className="size-4" aria-hidden />
            <AlertDescription>
              A trust needs at least one founder/settlor, one trustee and one beneficiary, and its trust
              documents, including the trust deed, to be compliant.
            </AlertDescription>
          </Alert>
          <TrustFormFields form={form} />
          {props.askEffectiveDate ? (
            <EffectiveDateField
              registration={form.register('effectiveDate')}
              error={form.formState.errors.effectiveDate?.message}
              description="The day a change such as a new name or deregistration took effect. Leave empty when a new trust deed date says it, or for none."
            />
          ) : null}
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={props.pending || props.submitDisabled}>
            {props.pending ? 'Saving...' : props.submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
