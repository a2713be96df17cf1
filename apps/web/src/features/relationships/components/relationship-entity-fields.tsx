import { Controller, type UseFormReturn } from 'react-hook-form';
import type { EntityView, RelationshipView } from '@ledgerline/contracts';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { entityOptions, relatedEntityIds } from './relationship-choices';
import type { RelationshipFormValues } from './relationship-payload';

interface RelationshipEntityFieldsProps {
  form: UseFormReturn<RelationshipFormValues>;
  entities: EntityView[] | undefined;
  relationships: RelationshipView[] | undefined;
  /** 'Add Additional Relationship Type': the target is one of the entities already linked to the source. */
  isAdditional: boolean;
  /** Called after the source or target changes, so the type can drop a choice that became used. */
  onPairChange: () => void;
}

const SOURCE_HELP =
  'The entity that holds the role. For a trust, choose the founder, trustee, beneficiary or controller here.';
const TARGET_HELP =
  'The entity the role is held in. For a trust relationship, choose the trust here; a trust can also hold shares as the source.';

export function RelationshipEntityFields(props: RelationshipEntityFieldsProps) {
  const { form, entities, relationships, isAdditional, onPairChange } = props;
  const { errors } = form.formState;
  const source = Number(form.watch('sourceEntityId') ?? 0);
  const loading = !entities;
  const sourceOptions = entityOptions(entities ?? []);
  const related = isAdditional && relationships ? relatedEntityIds(relationships, source) : null;
  const targetOptions = entityOptions(
    (entities ?? []).filter((entity) => entity.id !== source && (!related || related.has(entity.id))),
  );

  let targetPlaceholder = source ? 'Select the target entity' : 'Select a source entity first';
  if (loading || (isAdditional && !relationships)) targetPlaceholder = 'Loading entities...';
  else if (source && targetOptions.length === 0)
    targetPlaceholder = isAdditional ? 'No existing relationships found' : 'No entities available';

  return (
    <>
      <FormField
        label="Source Entity"
        required
        description={SOURCE_HELP}
        error={errors.sourceEntityId?.message}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="sourceEntityId"
            render={({ field }) => (
              <Select
                {...control}
                name={field.name}
                options={sourceOptions}
                disabled={loading || sourceOptions.length === 0}
                placeholder={
                  loading
                    ? 'Loading entities...'
                    : sourceOptions.length
                      ? 'Select the source entity'
                      : 'No entities available'
                }
                value={field.value ? String(field.value) : ''}
                onValueChange={(value) => {
                  field.onChange(value);
                  form.setValue('targetEntityId', '');
                  onPairChange();
                }}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label="Target Entity"
        required
        description={TARGET_HELP}
        error={errors.targetEntityId?.message}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="targetEntityId"
            render={({ field }) => (
              <Select
                {...control}
                name={field.name}
                options={targetOptions}
                disabled={!source || targetOptions.length === 0}
                placeholder={targetPlaceholder}
                value={field.value ? String(field.value) : ''}
                onValueChange={(value) => {
                  field.onChange(value);
                  onPairChange();
                }}
              />
            )}
          />
        )}
      </FormField>
    </>
  );
}
