import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RelationshipView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { changedFields } from '@/lib/changed-fields';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useOpenedVersion } from '@/lib/opened-version';
import { editRelationshipSchema, useUpdateRelationship } from '../api/update-relationship';
import { relationshipFieldNames } from './create-relationship-form';
import { RelationshipFormBody } from './relationship-form-body';
import { type EvidenceDocument, OwnershipChangeFields } from './ownership-change-fields';
import { toRelationshipChangePayload, type RelationshipFormValues } from './relationship-payload';

// Every field is on the form, so the partial PATCH schema validates the same values the create form holds.
const editResolver = zodResolver(editRelationshipSchema, undefined, {
  raw: true,
}) as unknown as Resolver<RelationshipFormValues>;

const changeFieldNames = [...relationshipFieldNames, 'effectiveDate', 'changeReason', 'evidenceDocumentId'];

function toFormValues(relationship: RelationshipView): RelationshipFormValues {
  return {
    sourceEntityId: String(relationship.sourceEntityId),
    targetEntityId: String(relationship.targetEntityId),
    type: relationship.type,
    ownershipPercentage:
      relationship.ownershipPercentage === null ? '' : String(relationship.ownershipPercentage),
    startDate: relationship.startDate?.slice(0, 10) ?? '',
    endDate: relationship.endDate?.slice(0, 10) ?? '',
    notes: relationship.notes ?? '',
    isActive: relationship.isActive,
    ownershipCategory: (relationship.ownershipCategory ?? '') as RelationshipFormValues['ownershipCategory'],
    natureOfInterest: (relationship.natureOfInterest ?? '') as RelationshipFormValues['natureOfInterest'],
    trustBenefitType: (relationship.trustBenefitType ?? '') as RelationshipFormValues['trustBenefitType'],
    effectiveControl: relationship.effectiveControl ?? false,
    overAllocationReason: relationship.overAllocationReason ?? '',
    effectiveDate: '',
    changeReason: '',
    evidenceDocumentId: null,
  };
}

interface EditRelationshipFormProps {
  relationship: RelationshipView;
  onSaved: (relationship: RelationshipView) => void;
  onCancel: () => void;
  /** The documents the change may cite as evidence; composed by the route from the documents feature. */
  evidenceDocuments?: readonly EvidenceDocument[];
}

/** Sent with every edit: the link's ends and type, and when, why and on what evidence it changed. */
const CHANGE_FACTS = [
  'sourceEntityId',
  'targetEntityId',
  'type',
  'effectiveDate',
  'changeReason',
  'evidenceDocumentId',
];

export function EditRelationshipForm({
  relationship,
  onSaved,
  onCancel,
  evidenceDocuments = [],
}: EditRelationshipFormProps) {
  const form = useForm<RelationshipFormValues>({
    resolver: editResolver,
    defaultValues: toFormValues(relationship),
  });
  const updateMutation = useUpdateRelationship({ onSuccess: onSaved });
  const version = useOpenedVersion(relationship.version);
  // Read while rendering: react-hook-form tracks which fields changed only once something reads dirtyFields.
  const { dirtyFields } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    const payload = toRelationshipChangePayload(values);
    // A new type decides which fields it keeps, so it sends them all; otherwise only what was changed.
    const changes = dirtyFields.type ? payload : changedFields(payload, dirtyFields, CHANGE_FACTS);
    // A checkbox has no "not recorded": an effective control never recorded stays so unless it is ticked.
    if (relationship.effectiveControl === null && !dirtyFields.effectiveControl)
      delete (changes as { effectiveControl?: boolean | null }).effectiveControl;
    updateMutation.mutate(
      { relationshipId: relationship.id, changes, version },
      { onError: (error) => applyServerFieldErrors(error, form.setError, changeFieldNames) },
    );
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="relationship-edit-title">
        <CardHeader>
          <h1 id="relationship-edit-title" className="text-2xl font-semibold tracking-tight">
            Edit Relationship
          </h1>
          <p className="text-sm text-muted-foreground">
            {relationship.sourceEntity.name} → {relationship.targetEntity.name}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          <RelationshipFormBody
            form={form}
            editingId={relationship.id}
            knownSource={relationship.sourceEntity}
            knownTarget={relationship.targetEntity}
          />
          <OwnershipChangeFields form={form} evidenceDocuments={evidenceDocuments} />
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
