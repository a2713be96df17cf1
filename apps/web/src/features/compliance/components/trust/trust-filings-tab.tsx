import { useMemo, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { matchesSearch } from '@/lib/format-values';
import { useMarkFilingSubmitted } from '@/lib/filings/update-filing';
import { filingTypeLabel, isUpcomingFiling } from '@/lib/filings/filing-labels';
import { FilingTable } from '../filings/filing-table';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'exempt', label: 'Exempt' },
];

interface TrustFilingsTabProps {
  filings: readonly FilingRequirementView[];
  addButton: React.ReactNode;
}

export function TrustFilingsTab({ filings, addButton }: TrustFilingsTabProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const markSubmitted = useMarkFilingSubmitted();
  const visible = useMemo(
    () =>
      filings.filter(
        (filing) =>
          (status === 'all' || filing.status === status) &&
          (matchesSearch(filing.requirementType, search) ||
            matchesSearch(filingTypeLabel(filing.requirementType), search)),
      ),
    [filings, search, status],
  );
  const counts = [
    { label: 'Total Filings', value: filings.length },
    { label: 'Overdue', value: filings.filter((filing) => filing.isOverdue).length },
    { label: 'Upcoming', value: filings.filter(isUpcomingFiling).length },
  ];

  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        {counts.map((count) => (
          <div key={count.label} className="rounded-md border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{count.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{count.value}</dd>
          </div>
        ))}
      </dl>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle>Filing Requirements</CardTitle>
          {addButton}
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap gap-3">
            <SearchInput
              label="Search filings"
              placeholder="Search filings..."
              value={search}
              onValueChange={setSearch}
            />
            <Select
              aria-label="Filing status"
              className="w-48"
              options={STATUS_OPTIONS}
              value={status}
              onValueChange={setStatus}
            />
          </div>
          {visible.length === 0 ? (
            <EmptyState icon={<CalendarClock aria-hidden />} title="No filing requirements" />
          ) : (
            <FilingTable
              filings={visible}
              onMarkSubmitted={(filing) => markSubmitted.mutate(filing.id)}
              pendingId={markSubmitted.isPending ? markSubmitted.variables : null}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
