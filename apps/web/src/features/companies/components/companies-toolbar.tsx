import { Download, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export type StatusFilter = 'all' | 'active' | 'inactive';

const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

interface CompaniesToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  onExport: () => void;
  exportDisabled: boolean;
}

export function CompaniesToolbar(props: CompaniesToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1 sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search companies"
          placeholder="Search companies..."
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        aria-label="Filter by status"
        className="sm:w-44"
        options={statusOptions}
        value={props.status}
        onValueChange={(value) => props.onStatusChange(value as StatusFilter)}
      />
      <Button
        variant="outline"
        className="sm:ml-auto"
        onClick={props.onExport}
        disabled={props.exportDisabled}
      >
        <Download aria-hidden />
        Export
      </Button>
    </div>
  );
}
