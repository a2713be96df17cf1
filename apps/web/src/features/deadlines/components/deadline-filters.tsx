import { FILING_TYPES } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { EntityPicker } from '@/components/ui/entity-picker';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { filingTypeLabel } from '@/lib/filings/filing-labels';
import { humanizeCode } from '@/lib/format-values';
import { useGroupFilterOptions } from '@/lib/groups/get-group-options';
import type { DeadlineFilters } from '../api/get-deadlines';
import { useAssigneeFilterOptions } from './assignee';

const kindOptions = [
  { value: 'all', label: 'All Kinds' },
  ...FILING_TYPES.map((value) => ({ value, label: filingTypeLabel(value) })),
];
const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  ...['overdue', 'pending', 'submitted', 'exempt', 'not_required'].map((value) => ({
    value,
    label: humanizeCode(value),
  })),
];
const withinOptions = [
  { value: 'all', label: 'Any due date' },
  ...[7, 14, 30, 60, 90].map((days) => ({ value: String(days), label: `Due within ${days} days` })),
];

interface DeadlineFilterBarProps {
  filters: DeadlineFilters;
  search: string;
  onSearchChange: (value: string) => void;
  onChange: (name: string, value: string) => void;
  /** The calendar shows a month: "due within N days" applies to the list only. */
  showWithin: boolean;
}

export function DeadlineFilterBar({
  filters,
  search,
  onSearchChange,
  onChange,
  showWithin,
}: DeadlineFilterBarProps) {
  const groupOptions = useGroupFilterOptions();
  const assigneeOptions = useAssigneeFilterOptions();
  const selects = [
    { name: 'groupId', label: 'Filter by group', options: groupOptions, className: 'sm:w-44' },
    { name: 'requirementType', label: 'Filter by kind', options: kindOptions, className: 'sm:w-52' },
    { name: 'status', label: 'Filter by status', options: statusOptions, className: 'sm:w-40' },
    { name: 'assignee', label: 'Filter by assignee', options: assigneeOptions, className: 'sm:w-44' },
    ...(showWithin
      ? [{ name: 'dueWithinDays', label: 'Filter by due date', options: withinOptions, className: 'sm:w-48' }]
      : []),
  ];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        label="Search deadlines"
        placeholder="Search by entity or kind..."
        value={search}
        onValueChange={onSearchChange}
        className="sm:min-w-56"
      />
      <div className="flex items-center gap-1 sm:w-56">
        <label htmlFor="deadline-entity-filter" className="sr-only">
          Filter by entity
        </label>
        <EntityPicker
          id="deadline-entity-filter"
          value={filters.entityId}
          onValueChange={(value) => onChange('entityId', value)}
          placeholder="All entities"
        />
        {filters.entityId ? (
          <Button variant="ghost" size="sm" onClick={() => onChange('entityId', '')}>
            Clear
          </Button>
        ) : null}
      </div>
      {selects.map((select) => (
        <Select
          key={select.name}
          aria-label={select.label}
          className={select.className}
          options={select.options}
          value={filters[select.name] ?? 'all'}
          onValueChange={(value) => onChange(select.name, value)}
        />
      ))}
    </div>
  );
}
