import { History } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RecordChangeView } from '@ledgerline/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import type { ListPage } from '@/lib/list-query';
import { HistoryEntry } from './history-entry';

export interface HistoryPaging {
  pageIndex: number;
  pageSize: number;
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

interface HistoryChangesProps {
  history: UseQueryResult<ListPage<RecordChangeView>>;
  paging: HistoryPaging;
}

/** One page of changes as sentences, with the count and the pager; loading, failed and empty states. */
export function HistoryChanges({ history, paging }: HistoryChangesProps) {
  const page = history.data;
  if (history.isError)
    return (
      <LoadErrorAlert
        title="Could not load the history"
        detail={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  if (!page)
    return (
      <div className="space-y-3" role="status" aria-label="Loading the history">
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-2/3" />
      </div>
    );
  if (page.total === 0)
    return (
      <EmptyState
        icon={<History aria-hidden />}
        title="No changes"
        description="Nothing matches these filters."
      />
    );
  return (
    <>
      <ol aria-label="Changes" aria-busy={history.isFetching}>
        {page.rows.map((change) => (
          <HistoryEntry key={change.id} change={change} />
        ))}
      </ol>
      <ListPagination
        page={{ currentPage: paging.pageIndex, pageSize: paging.pageSize, total: page.total }}
        noun="changes"
        onPrevious={() => paging.onPageIndexChange(paging.pageIndex - 1)}
        onNext={() => paging.onPageIndexChange(paging.pageIndex + 1)}
        onPageSizeChange={paging.onPageSizeChange}
      />
    </>
  );
}
