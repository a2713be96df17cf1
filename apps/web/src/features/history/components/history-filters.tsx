import { CHANGE_KINDS, type ChangeKind } from '@ledgerline/contracts';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export interface HistoryFilterValues {
  kind: ChangeKind | 'all';
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

export const NO_HISTORY_FILTERS: HistoryFilterValues = { kind: 'all', from: '', to: '' };

const KIND_OPTIONS = [
  { value: 'all', label: 'All changes' },
  ...CHANGE_KINDS.map((kind) => ({
    value: kind,
    label: kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, ' '),
  })),
];

/** The request's filters: 'all' and '' filter nothing. */
export const historyFilterParams = ({ kind, from, to }: HistoryFilterValues) => ({
  kind: kind === 'all' ? undefined : kind,
  from: from || undefined,
  to: to || undefined,
});

interface HistoryFiltersProps {
  values: HistoryFilterValues;
  onChange: (values: HistoryFilterValues) => void;
  /** Filters of one history only (a record type, own changes). */
  children?: React.ReactNode;
}

/** Kind of change and recorded days, the filters every history offers. */
export function HistoryFilters({ values, onChange, children }: HistoryFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        aria-label="Kind of change"
        className="w-48"
        options={KIND_OPTIONS}
        value={values.kind}
        onValueChange={(kind) => onChange({ ...values, kind: kind as HistoryFilterValues['kind'] })}
      />
      <label className="grid gap-1 text-sm">
        Recorded from
        <Input
          type="date"
          className="w-40"
          value={values.from}
          onChange={(event) => onChange({ ...values, from: event.target.value })}
        />
      </label>
      <label className="grid gap-1 text-sm">
        to
        <Input
          type="date"
          className="w-40"
          value={values.to}
          onChange={(event) => onChange({ ...values, to: event.target.value })}
        />
      </label>
      {children}
    </div>
  );
}
