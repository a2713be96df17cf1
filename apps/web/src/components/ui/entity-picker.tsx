import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EntityRef, EntityType } from '@ledgerline/contracts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { entityRefQueryOptions, entitySearchQueryOptions } from '@/lib/entities/search-entities';
import { Combobox, type ComboboxOption } from './combobox';

/** Matches offered at a time (docs/decisions/0012-web-lists-at-scale.md). */
export const ENTITY_PICKER_LIMIT = 20;

const kindNames: Record<string, string> = { company: 'Company', individual: 'Individual', trust: 'Trust' };
export const entityLabel = (entity: EntityRef) => `${entity.name} (${kindNames[entity.type] ?? entity.type})`;
const toOption = (entity: EntityRef): ComboboxOption => ({
  value: String(entity.id),
  label: entityLabel(entity),
});

interface EntityPickerProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
  /** The chosen entity's id, '' for none. */
  value: string;
  onValueChange: (value: string, entity: EntityRef) => void;
  type?: EntityType;
  /** Entities never offered, filtered out here (the other end of a relationship). */
  excludeIds?: ReadonlySet<number>;
  /** Offers only entities outside this group, left out by the server (a group's Add Entity). */
  notInGroupId?: number;
  /** A fixed list searched in the browser instead of the server (entities already linked to a source). */
  candidates?: readonly EntityRef[];
  /** The candidates are still loading. */
  loading?: boolean;
  /** The current value's entity when the page already holds it (an edited relationship's ends). */
  knownEntity?: EntityRef | null;
  disabled?: boolean;
  placeholder: string;
  /** Shown, and the picker disabled, when nothing can be chosen; spec 001: 'No entities available'. */
  noneText?: string;
  autoFocus?: boolean;
}

const noExclusions: ReadonlySet<number> = new Set();

/**
 * Spec 001 entity selects at the plan sizes: a combobox asking GET /api/entities?q=&limit=20 as the user
 * types (debounced) instead of a select holding every entity.
 */
export function EntityPicker(props: EntityPickerProps) {
  const { value, excludeIds = noExclusions, candidates, knownEntity, type, notInGroupId } = props;
  const noneText = props.noneText ?? 'No entities available';
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<EntityRef | null>(null);
  const q = useDebouncedValue(search.trim());
  // Extra rows make up for the excluded ones, so a page of matches usually survives the filtering.
  const limit = Math.min(ENTITY_PICKER_LIMIT + excludeIds.size, 100);
  const remote = !candidates;
  // Asked again whenever a form opens: the dashboard keeps the same list for a minute, and entities added
  // meanwhile (another tab, an import, a colleague) must be offered here.
  const first = useQuery({
    ...entitySearchQueryOptions({ q: '', type, notInGroupId, limit }),
    enabled: remote,
    refetchOnMount: 'always',
  });
  const searched = useQuery({
    ...entitySearchQueryOptions({ q, type, notInGroupId, limit }),
    enabled: remote && q !== '',
    placeholderData: keepPreviousData,
  });
  const needle = search.trim().toLowerCase();
  const matches = candidates
    ? candidates.filter((entity) => entity.name.toLowerCase().includes(needle))
    : ((q ? searched.data : first.data)?.entities ?? []);
  const options = matches.filter((entity) => !excludeIds.has(entity.id)).slice(0, ENTITY_PICKER_LIMIT);

  const entityId = Number(value);
  const known = [chosen, knownEntity, ...matches].find((entity) => entity?.id === entityId) ?? null;
  const fetched = useQuery({ ...entityRefQueryOptions(entityId), enabled: value !== '' && !known }).data;
  const current = value ? (known ?? fetched ?? null) : null;

  const loadingFirst = remote ? first.isPending : Boolean(props.loading);
  const failed = remote && (first.isError || (q !== '' && searched.isError));
  const available = candidates ? candidates.length : (first.data?.total ?? 0) - excludeIds.size;
  const none = !loadingFirst && !failed && available <= 0 && !current;
  let placeholder = props.placeholder;
  if (loadingFirst) placeholder = 'Loading entities...';
  else if (none) placeholder = noneText;
  const stale = remote && search.trim() !== '' && (q !== search.trim() || searched.isFetching);

  return (
    <Combobox
      id={props.id}
      aria-invalid={props['aria-invalid']}
      aria-required={props['aria-required']}
      aria-describedby={props['aria-describedby']}
      selected={current ? toOption(current) : null}
      placeholder={placeholder}
      disabled={props.disabled || loadingFirst || none}
      search={search}
      onSearchChange={setSearch}
      searchLabel="Search entities"
      autoFocus={props.autoFocus}
      options={options.map(toOption)}
      loading={loadingFirst || stale}
      loadingText="Loading entities..."
      emptyText={
        failed ? 'Failed to load entities.' : search.trim() ? 'No entities match your search' : noneText
      }
      onSelect={(option) => {
        const entity = options.find((candidate) => String(candidate.id) === option.value);
        if (!entity) return;
        setChosen(entity);
        props.onValueChange(option.value, entity);
      }}
    />
  );
}
