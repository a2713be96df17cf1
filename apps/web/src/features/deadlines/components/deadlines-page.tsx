import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridApi } from 'ag-grid-community';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { accountToday } from '@/lib/account-settings/account-time-zone';
import { errorMessage } from '@/lib/api-client';
import { useDeleteFiling, useMarkSubmittedWithUndo, useReopenFiling } from '../api/filing-actions';
import { type DeadlineFilters, noDeadlineFilters } from '../api/get-deadlines';
import { DeadlineCalendar } from './deadline-calendar';
import { type DeadlineHandlers, filingName } from './deadline-actions';
import { DeadlineFilterBar } from './deadline-filters';
import { DeadlinesList, useDeadlineList } from './deadlines-list';
import { EditDeadlineDialog } from './edit-deadline-dialog';
import { MarkFiledDialog } from './mark-filed-dialog';
import { SelectionStore, useSelectionSize } from './selection-store';
import { SubscribeDialog } from './subscribe-dialog';
import { TrackedFromNote } from './tracked-from-note';

type View = 'calendar' | 'list';

/** Every filing of the account, as a month calendar or a server-paged list. */
export function DeadlinesPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'list' ? 'list' : 'calendar';
  const [initial] = useState<DeadlineFilters>(() => ({
    ...noDeadlineFilters,
    entityId: params.get('entityId') ?? '',
  }));
  const list = useDeadlineList(initial);
  const grid = useRef<GridApi<FilingRequirementView> | null>(null);
  const [selection] = useState(() => new SelectionStore());
  const selectedCount = useSelectionSize(selection);
  const [editing, setEditing] = useState<FilingRequirementView | null>(null);
  const [deleting, setDeleting] = useState<FilingRequirementView | null>(null);
  const [bulk, setBulk] = useState<number[] | null>(null);
  const today = accountToday();

  const refreshGrid = () => grid.current?.refreshInfiniteCache();
  const markSubmitted = useMarkSubmittedWithUndo(refreshGrid);
  const reopen = useReopenFiling(refreshGrid);
  const remove = useDeleteFiling(refreshGrid);

  // `mutate` is stable, so the handlers (the grid's context) are built once.
  const { mutate: submit } = markSubmitted;
  const { mutate: reopenFiling } = reopen;
  const handlers = useMemo<DeadlineHandlers>(
    () => ({
      onMarkSubmitted: (filing) => submit(filing.id),
      onReopen: (filing) => reopenFiling(filing.id),
      onEdit: setEditing,
      onDelete: setDeleting,
      busyId: null,
    }),
    [submit, reopenFiling],
  );
  const { q } = list.listQuery();
  const calendarFilters: DeadlineFilters = { ...list.filters, q: typeof q === 'string' ? q : undefined };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Deadlines</h1>
          <p className="text-muted-foreground">Every filing of every client, overdue first</p>
        </div>
        <SubscribeDialog />
      </div>
      <TrackedFromNote />
      {list.status.isError && view === 'list' ? (
        <LoadErrorAlert
          title="Failed to load deadlines."
          detail={errorMessage(list.status.error)}
          onRetry={list.status.refetch}
        />
      ) : null}
      <Card>
        <CardContent className="space-y-4 pt-6">
          <DeadlineFilterBar
            filters={list.filters}
            search={list.search}
            onSearchChange={list.setSearch}
            onChange={(name, value) => {
              selection.clear();
              list.setFilter(name, value);
            }}
            showWithin={view === 'list'}
          />
          <Tabs
            value={view}
            onValueChange={(next) =>
              setParams(
                (current) => {
                  current.set('view', next);
                  return current;
                },
                { replace: true },
              )
            }
          >
            <TabsList>
              <TabsTrigger value="calendar">Calendar</TabsTrigger>
              <TabsTrigger value="list">List</TabsTrigger>
            </TabsList>
            <TabsContent value="calendar" className="pt-4">
              <DeadlineCalendar filters={calendarFilters} today={today} handlers={handlers} />
            </TabsContent>
            <TabsContent value="list" className="space-y-3 pt-4">
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  variant="outline"
                  disabled={selectedCount === 0}
                  onClick={() => setBulk(selection.all())}
                >
                  Mark as filed{selectedCount ? ` (${selectedCount})` : ''}
                </Button>
                {selectedCount ? (
                  <Button variant="ghost" onClick={() => selection.clear()}>
                    Clear selection
                  </Button>
                ) : null}
              </div>
              <DeadlinesList
                list={list}
                handlers={handlers}
                selection={selection}
                onGridReady={(api) => {
                  grid.current = api;
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <EditDeadlineDialog filing={editing} onClose={() => setEditing(null)} onChanged={refreshGrid} />
      <MarkFiledDialog
        ids={bulk}
        onClose={() => setBulk(null)}
        onDone={() => {
          selection.clear();
          refreshGrid();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete filing requirement"
        description={`Delete ${deleting ? filingName(deleting) : ''}? It moves out of the deadlines and the calendar feed.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
