import type { UseFormReturn } from 'react-hook-form';
import type { EntityRef } from '@ledgerline/contracts';
import { useEntityRelationships } from '../api/get-entity-relationships';
import { availableTypeOptions, relatedEntities } from './relationship-choices';
import { RelationshipDetailFields } from './relationship-detail-fields';
import { RelationshipEntityFields } from './relationship-entity-fields';
import { OverAllocationField } from './over-allocation-field';
import {
  hasOwnership,
  isTrustRole,
  type RelationshipFormValues,
  takesPercentage,
} from './relationship-payload';
import { RelationshipTrustFields } from './relationship-trust-fields';
import { RelationshipTypeField } from './relationship-type-field';

interface RelationshipFormBodyProps {
  form: UseFormReturn<RelationshipFormValues>;
  isAdditional?: boolean;
  /** The relationship being edited keeps its own type among the choices. */
  editingId?: number;
  knownSource?: EntityRef;
  knownTarget?: EntityRef;
}

/**
 * The fields shared by the create and edit screens, with the spec 001 section 4 rules. Only the chosen
 * source's relationships are read (for the used types and the additional-type targets), never the whole list.
 */
export function RelationshipFormBody(props: RelationshipFormBodyProps) {
  const { form, isAdditional = false, editingId } = props;
  const [source, target, type] = form.watch(['sourceEntityId', 'targetEntityId', 'type']);
  const sourceId = Number(source ?? 0);
  const sourceLinks = useEntityRelationships(sourceId);
  const links = sourceLinks.data ?? [];
  const typeOptions = availableTypeOptions(links, sourceId, Number(target ?? 0), editingId);

  const dropUsedType = (newTarget: number) => {
    const current = form.getValues('type');
    const options = availableTypeOptions(links, sourceId, newTarget, editingId);
    if (current && !options.some((option) => option.value === current))
      form.setValue('type', '' as RelationshipFormValues['type']);
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <RelationshipEntityFields
        form={form}
        linkedEntities={isAdditional ? relatedEntities(links, sourceId) : null}
        linksLoading={sourceId > 0 && sourceLinks.isPending}
        knownSource={props.knownSource}
        knownTarget={props.knownTarget}
        onTargetChange={dropUsedType}
      />
      <RelationshipTypeField form={form} options={typeOptions} />
      <RelationshipDetailFields
        form={form}
        showOwnership={takesPercentage(type)}
        ownershipLabel={type === 'nominee_for' ? 'Part Held for the Nominator (%)' : undefined}
      />
      {hasOwnership(type) ? <OverAllocationField form={form} editingId={editingId} /> : null}
      {isTrustRole(type) ? (
        <RelationshipTrustFields form={form} isBeneficiary={type === 'beneficiary'} />
      ) : null}
    </div>
  );
}
