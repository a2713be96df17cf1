import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RelationshipView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { HintedButton } from '@/components/ui/hinted-button';
import { accountToday } from '@/lib/account-settings/account-time-zone';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { createRelationshipSchema, useCreateRelationship } from '../api/create-relationship';
import { type EvidenceDocument, OwnershipChangeFields } from './ownership-change-fields';
import { RelationshipFormBody } from './relationship-form-body';
import { toRelationshipCreatePayload, type RelationshipFormValues } from './relationship-payload';

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
  'changeReason',
  'evidenceDocumentId',
];

/** The two ends of the link being drawn up: the route reads their documents for the evidence picker. */
export interface RelationshipEnds {
  sourceEntityId: number;
  targetEntityId: number;
}

interface CreateRelationshipFormProps {
  sourceEntityId?: number;
  targetEntityId?: number;
  isAdditional: boolean;
  limitReached: boolean;
  /** The plan-limit tooltip for the create button, composed by the route. */
  limitHint?: string;
  onCreated: (relationship: RelationshipView) => void;
  onCancel: () => void;
  /** The documents of the chosen ends the new link may cite as its evidence, composed by the route. */
  evidenceDocuments?: readonly EvidenceDocument[];
  onEndsChange?: (ends: RelationshipEnds) => void;
}

export function CreateRelationshipForm(props: CreateRelationshipFormProps) {
  const { isAdditional, limitReached, limitHint, onCreated, onCancel, onEndsChange } = props;
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
      changeReason: '',
      evidenceDocumentId: null,
    },
  });
  const [source, target] = useWatch({ control: form.control, name: ['sourceEntityId', 'targetEntityId'] });
  const sourceEntityId = Number(source ?? 0) || 0;
  const targetEntityId = Number(target ?? 0) || 0;
  useEffect(() => {
    // Evidence chosen among the former ends' documents no longer belongs to this link.
    form.setValue('evidenceDocumentId', null);
    onEndsChange?.({ sourceEntityId, targetEntityId });
  }, [form, onEndsChange, sourceEntityId, targetEntityId]);
  const createMutation = useCreateRelationship({ onSuccess: onCreated });
  const onSubmit = form.handleSubmit((values) =>
    createMutation.mutate(toRelationshipCreatePayload(values), {
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
        <CardContent className="grid gap-4">
          <RelationshipFormBody form={form} isAdditional={isAdditional} />
          <OwnershipChangeFields
            form={form}
            evidenceDocuments={props.evidenceDocuments ?? []}
            askEffectiveDate={false}
          />
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
