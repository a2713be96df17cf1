import { Download, Search } from 'lucide-react';
import { Button } from './button';
import { Input } from './input';
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
  onExport: () => void;
  exportDisabled: boolean;
}

/** Search box, one filter select and Export CSV above a list grid. */
export function ListToolbar(props: ListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1 sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        aria-label={props.filterLabel}
        className="sm:w-48"
        options={props.filterOptions}
        value={props.filter}
        onValueChange={props.onFilterChange}
      />
      <Button
        variant="outline"
        className="sm:ml-auto"
        onClick={props.onExport}
        disabled={props.exportDisabled}
      >
        <Download aria-hidden />
        Export CSV
      </Button>
    </div>
  );
}
