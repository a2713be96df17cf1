import { Controller, type UseFormReturn } from 'react-hook-form';
import type { EntityRef } from '@ledgerline/contracts';
import { EntityPicker } from '@/components/ui/entity-picker';
import { FormField } from '@/components/ui/form-field';
import type { RelationshipFormValues } from './relationship-payload';

interface RelationshipEntityFieldsProps {
  form: UseFormReturn<RelationshipFormValues>;
  /** 'Add Additional Relationship Type': the target is one of these, the entities already linked to the source. */
  linkedEntities: EntityRef[] | null;
  /** The source's links are still loading (the additional-type target waits for them). */
  linksLoading: boolean;
  /** The edited relationship's ends, so their names show without another request. */
  knownSource?: EntityRef;
  knownTarget?: EntityRef;
  /** Called after the target changes, so the type can drop a choice that became used. */
  onTargetChange: (target: number) => void;
}

const SOURCE_HELP =
  'The entity that holds the role. For a trust, choose the founder, trustee, beneficiary or controller here.';
const TARGET_HELP =
  'The entity the role is held in. For a trust relationship, choose the trust here; a trust can also hold shares as the source.';

export function RelationshipEntityFields(props: RelationshipEntityFieldsProps) {
  const { form, linkedEntities, linksLoading, knownSource, knownTarget, onTargetChange } = props;
  const { errors } = form.formState;
  const source = Number(form.watch('sourceEntityId') ?? 0);
  const additional = linkedEntities !== null;

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
              <EntityPicker
                {...control}
                value={field.value ? String(field.value) : ''}
                knownEntity={knownSource}
                placeholder="Select the source entity"
                onValueChange={(value) => {
                  if (value === String(field.value)) return;
                  field.onChange(value);
                  form.setValue('targetEntityId', '');
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
              <EntityPicker
                // A new source starts a new search for its target.
                key={source}
                {...control}
                value={field.value ? String(field.value) : ''}
                knownEntity={knownTarget}
                excludeIds={source ? new Set([source]) : undefined}
                candidates={additional ? linkedEntities : undefined}
                loading={additional && linksLoading}
                disabled={!source}
                placeholder={source ? 'Select the target entity' : 'Select a source entity first'}
                noneText={additional ? 'No existing relationships found' : 'No entities available'}
                onValueChange={(value) => {
                  field.onChange(value);
                  onTargetChange(Number(value));
                }}
              />
            )}
          />
        )}
      </FormField>
    </>
  );
}
