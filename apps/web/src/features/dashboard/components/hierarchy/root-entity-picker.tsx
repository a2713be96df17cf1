import { useState } from 'react';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useEntityOptions } from '../../api/get-entity-options';

/** The chart's root: one entity, shown as 'name (type)'; null for every top-level entity. */
export interface RootChoice {
  id: number;
  label: string;
}

/** Spec 000: 'name (type)', the type as the register holds it ('Acme Holdings (company)'). */
export const rootLabel = (entity: { name: string; type: string }): string =>
  `${entity.name} (${entity.type})`;

const ALL: ComboboxOption = { value: 'all', label: 'All top-level entities' };

/**
 * Spec 000 'Root Entity': 'All top-level entities' or one entity, searched on the server as the user types
 * (the shared combobox: ArrowUp/ArrowDown, Enter, Escape; typing on the closed trigger starts a search).
 */
export function RootEntityPicker({
  id,
  root,
  onRootChange,
}: {
  id: string;
  root: RootChoice | null;
  onRootChange: (root: RootChoice | null) => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const matches = useEntityOptions(q);
  const searching = search.trim() !== '';
  const options = [
    ...(searching ? [] : [ALL]),
    ...(matches.data?.entities ?? []).map((entity) => ({
      value: String(entity.id),
      label: rootLabel(entity),
    })),
  ];
  return (
    <Combobox
      id={id}
      selected={root ? { value: String(root.id), label: root.label } : ALL}
      placeholder={ALL.label}
      search={search}
      onSearchChange={setSearch}
      searchLabel="Search entities"
      options={options}
      loading={matches.isPending || (searching && (q !== search.trim() || matches.isFetching))}
      loadingText="Loading entities..."
      emptyText={matches.isError ? 'Failed to fetch entities.' : 'No entities match your search'}
      onSelect={(option) =>
        onRootChange(option.value === ALL.value ? null : { id: Number(option.value), label: option.label })
      }
    />
  );
}
