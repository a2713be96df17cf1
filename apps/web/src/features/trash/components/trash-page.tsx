import { type ReactNode, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { TRASH_RETENTION_DAYS, type TrashItemView } from '@ledgerline/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useTrash } from '../api/get-trash';
import { useRestoreEntity } from '../api/restore-entity';
import { TrashTable } from './trash-table';

/**
 * Account menu -> Trash (docs/decisions/0023-trash.md): deleted records, newest first, each restorable;
 * `actionsFor` adds the route's own actions to a row (erasing an individual's personal data, 0032).
 */
export function TrashPage({ actionsFor }: { actionsFor?: (item: TrashItemView) => ReactNode }) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const trash = useTrash({ offset: pageIndex * pageSize, limit: pageSize });
  const restore = useRestoreEntity();
  const restoringId = restore.isPending ? (restore.variables ?? null) : null;
  const page = trash.data;
  // A restore can empty the last page: step back to the one before.
  if (page && page.rows.length === 0 && page.total > 0 && pageIndex > 0) setPageIndex(pageIndex - 1);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Trash</h1>
        <p className="text-muted-foreground">
          Deleted companies, individuals and trusts can be restored for {TRASH_RETENTION_DAYS} days, with the
          relationships, assets, group memberships and filing requirements their deletion removed.
        </p>
      </div>
      {trash.isError ? (
        <LoadErrorAlert
          title="Could not load the Trash"
          detail={errorMessage(trash.error)}
          onRetry={() => void trash.refetch()}
        />
      ) : !page ? (
        <Card>
          <CardContent className="space-y-3 p-6" role="status" aria-label="Loading deleted records">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-2/3" />
          </CardContent>
        </Card>
      ) : page.total === 0 ? (
        <EmptyState
          icon={<Trash2 aria-hidden />}
          title="Trash is empty"
          description={`Deleted records appear here for ${TRASH_RETENTION_DAYS} days.`}
        />
      ) : (
        <Card>
          <CardContent className="space-y-4 p-6">
            <TrashTable
              rows={page.rows}
              loading={trash.isFetching}
              restoringId={restoringId}
              onRestore={(item) => restore.mutate(item.entityId)}
              actionsFor={actionsFor}
            />
            <ListPagination
              page={{ currentPage: pageIndex, pageSize, total: page.total }}
              noun="deleted records"
              onPrevious={() => setPageIndex(pageIndex - 1)}
              onNext={() => setPageIndex(pageIndex + 1)}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPageIndex(0);
              }}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
