import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RelationshipView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { HintedButton } from '@/components/ui/hinted-button';
import { accountToday } from '@/lib/account-settings/account-time-zone';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { createRelationshipSchema, useCreateRelationship } from '../api/create-relationship';
import { RelationshipFormBody } from './relationship-form-body';
import { toRelationshipPayload, type RelationshipFormValues } from './relationship-payload';

export const relationshipFieldNames = [
  'sourceEntityId',
  'targetEntityId',
  'type',
  'ownershipPercentage',
  'startDate',
  'endDate',
  'notes',
  'isActive',
  'ownershipCategory',
  'natureOfInterest',
  'trustBenefitType',
  'effectiveControl',
  'overAllocationReason',
];

interface CreateRelationshipFormProps {
  sourceEntityId?: number;
  targetEntityId?: number;
  isAdditional: boolean;
  limitReached: boolean;
  /** The plan-limit tooltip for the create button, composed by the route. */
  limitHint?: string;
  onCreated: (relationship: RelationshipView) => void;
  onCancel: () => void;
}

export function CreateRelationshipForm(props: CreateRelationshipFormProps) {
  const { isAdditional, limitReached, limitHint, onCreated, onCancel } = props;
  const form = useForm<RelationshipFormValues>({
    // Raw mode: the payload is built from the typed strings, as the spec's client sends them.
    resolver: zodResolver(createRelationshipSchema, undefined, { raw: true }),
    defaultValues: {
      sourceEntityId: props.sourceEntityId ? String(props.sourceEntityId) : '',
      targetEntityId: props.targetEntityId ? String(props.targetEntityId) : '',
      ownershipPercentage: '',
      startDate: accountToday(),
      endDate: '',
      notes: '',
      isActive: true,
      ownershipCategory: '',
      natureOfInterest: '',
      trustBenefitType: '',
      effectiveControl: false,
      overAllocationReason: '',
    },
  });
  const createMutation = useCreateRelationship({ onSuccess: onCreated });
  const onSubmit = form.handleSubmit((values) =>
    createMutation.mutate(toRelationshipPayload(values), {
      onError: (error) => applyServerFieldErrors(error, form.setError, relationshipFieldNames),
    }),
  );
  const title = isAdditional ? 'Add Additional Relationship Type' : 'Add Relationship';

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="relationship-form-title">
        <CardHeader>
          <h1 id="relationship-form-title" className="text-2xl font-semibold tracking-tight">
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">
            Several relationship types may link the same two entities (e.g. shareholder, director, trustee).
          </p>
        </CardHeader>
        <CardContent>
          <RelationshipFormBody form={form} isAdditional={isAdditional} />
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <HintedButton type="submit" hint={limitHint} disabled={createMutation.isPending || limitReached}>
            {createMutation.isPending ? 'Saving...' : 'Create Relationship'}
          </HintedButton>
        </CardFooter>
      </form>
    </Card>
  );
}
