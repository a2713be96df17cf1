import type { UseFormReturn } from 'react-hook-form';
import type { EntityView, RelationshipView } from '@ledgerline/contracts';
import { availableTypeOptions } from './relationship-choices';
import { RelationshipDetailFields } from './relationship-detail-fields';
import { RelationshipEntityFields } from './relationship-entity-fields';
import { hasOwnership, isTrustRole, type RelationshipFormValues } from './relationship-payload';
import { RelationshipTrustFields } from './relationship-trust-fields';
import { RelationshipTypeField } from './relationship-type-field';

interface RelationshipFormBodyProps {
  form: UseFormReturn<RelationshipFormValues>;
  entities: EntityView[] | undefined;
  relationships: RelationshipView[] | undefined;
  isAdditional?: boolean;
  /** The relationship being edited keeps its own type among the choices. */
  editingId?: number;
}

/** The fields shared by the create and edit screens, with the spec 001 section 4 rules. */
export function RelationshipFormBody(props: RelationshipFormBodyProps) {
  const { form, entities, relationships, isAdditional = false, editingId } = props;
  const [source, target, type] = form.watch(['sourceEntityId', 'targetEntityId', 'type']);
  const typeOptions = availableTypeOptions(
    relationships ?? [],
    Number(source ?? 0),
    Number(target ?? 0),
    editingId,
  );

  const dropUsedType = () => {
    const values = form.getValues();
    const options = availableTypeOptions(
      relationships ?? [],
      Number(values.sourceEntityId ?? 0),
      Number(values.targetEntityId ?? 0),
      editingId,
    );
    if (values.type && !options.some((option) => option.value === values.type))
      form.setValue('type', '' as RelationshipFormValues['type']);
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <RelationshipEntityFields
        form={form}
        entities={entities}
        relationships={relationships}
        isAdditional={isAdditional}
        onPairChange={dropUsedType}
      />
      <RelationshipTypeField form={form} options={typeOptions} />
      <RelationshipDetailFields form={form} showOwnership={hasOwnership(type)} />
      {isTrustRole(type) ? (
        <RelationshipTrustFields form={form} isBeneficiary={type === 'beneficiary'} />
      ) : null}
    </div>
  );
}
