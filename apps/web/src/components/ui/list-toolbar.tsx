import { SearchInput } from './search-input';
import { Select, type SelectOption } from './select';

export interface ToolbarFilter {
  /** The select's accessible name, e.g. 'Filter by status'. */
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

interface ListToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (search: string) => void;
  filters: readonly ToolbarFilter[];
  /** The Export menu (or the Upgrade Plan prompt), pushed to the right. */
  exportAction: React.ReactNode;
}

/** Search box, the filter selects and the export action above a list grid. */
export function ListToolbar(props: ListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={props.search}
        onValueChange={props.onSearchChange}
      />
      {props.filters.map((filter) => (
        <Select
          key={filter.label}
          aria-label={filter.label}
          className="sm:w-44"
          options={filter.options}
          value={filter.value}
          onValueChange={filter.onChange}
        />
      ))}
      <div className="sm:ml-auto">{props.exportAction}</div>
    </div>
  );
}
