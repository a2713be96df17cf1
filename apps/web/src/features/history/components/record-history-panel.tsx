import { useState } from 'react';
import { History } from 'lucide-react';
import { CHANGE_KINDS, type ChangeKind } from '@ledgerline/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { type HistorySubject, useRecordHistory } from '../api/get-record-history';
import { HistoryEntry } from './history-entry';

const KIND_OPTIONS = [
  { value: 'all', label: 'All changes' },
  ...CHANGE_KINDS.map((kind) => ({
    value: kind,
    label: kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, ' '),
  })),
];

interface RecordHistoryPanelProps {
  subject: HistorySubject;
}

/**
 * A record's History tab (issue 12, docs/decisions/0028-record-history.md): every change newest first as a
 * sentence, with the raw fields on expand; filtered by kind and recorded day, paged on the server.
 */
export function RecordHistoryPanel({ subject }: RecordHistoryPanelProps) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [kind, setKind] = useState<ChangeKind | 'all'>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [ownOnly, setOwnOnly] = useState(false);
  const history = useRecordHistory(subject, {
    offset: pageIndex * pageSize,
    limit: pageSize,
    kind: kind === 'all' ? undefined : kind,
    from: from || undefined,
    to: to || undefined,
    recordType: ownOnly ? subject.type : undefined,
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageIndex(0);
    };
  const page = history.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <Select
            aria-label="Kind of change"
            className="w-48"
            options={KIND_OPTIONS}
            value={kind}
            onValueChange={filter((value: string) => setKind(value as ChangeKind | 'all'))}
          />
          <label className="grid gap-1 text-sm">
            Recorded from
            <Input
              type="date"
              className="w-40"
              value={from}
              onChange={(e) => filter(setFrom)(e.target.value)}
            />
          </label>
          <label className="grid gap-1 text-sm">
            to
            <Input type="date" className="w-40" value={to} onChange={(e) => filter(setTo)(e.target.value)} />
          </label>
          {subject.type === 'entity' ? (
            <CheckboxField
              label="Only this record's own changes"
              checked={ownOnly}
              onChange={(e) => filter(setOwnOnly)(e.target.checked)}
            />
          ) : null}
        </div>
        {history.isError ? (
          <LoadErrorAlert
            title="Could not load the history"
            detail={errorMessage(history.error)}
            onRetry={() => void history.refetch()}
          />
        ) : !page ? (
          <div className="space-y-3" role="status" aria-label="Loading the history">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        ) : page.total === 0 ? (
          <EmptyState
            icon={<History aria-hidden />}
            title="No changes"
            description="Nothing matches these filters."
          />
        ) : (
          <>
            <ol aria-label="Changes" aria-busy={history.isFetching}>
              {page.rows.map((change) => (
                <HistoryEntry key={change.id} change={change} />
              ))}
            </ol>
            <ListPagination
              page={{ currentPage: pageIndex, pageSize, total: page.total }}
              noun="changes"
              onPrevious={() => setPageIndex(pageIndex - 1)}
              onNext={() => setPageIndex(pageIndex + 1)}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPageIndex(0);
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
