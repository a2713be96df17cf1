import { SearchInput } from './search-input';
import { Select, type SelectOption } from './select';

interface ListToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (search: string) => void;
  filterLabel: string;
  filterOptions: readonly SelectOption[];
  filter: string;
  onFilterChange: (filter: string) => void;
  /** The Export menu (or the Upgrade Plan prompt), pushed to the right. */
  exportAction: React.ReactNode;
}

/** Search box, one filter select and the export action above a list grid. */
export function ListToolbar(props: ListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={props.search}
        onValueChange={props.onSearchChange}
      />
      <Select
        aria-label={props.filterLabel}
        className="sm:w-48"
        options={props.filterOptions}
        value={props.filter}
        onValueChange={props.onFilterChange}
      />
      <div className="sm:ml-auto">{props.exportAction}</div>
    </div>
  );
}
