import type { ColDef, GetRowIdParams, ICellRendererParams } from 'ag-grid-community';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { filingTypeLabel } from '@/lib/filings/filing-labels';
import { FilingStatusBadge } from '@/components/filings/filing-status-badge';
import { ProvisionalBadge } from '@/components/filings/provisional-badge';
import { formatDay } from '@/lib/format';
import { AssigneeCell } from './assignee';
import { DeadlineActions, type DeadlineHandlers, filingName } from './deadline-actions';
import { type SelectionStore, useSelected } from './selection-store';

/** What the cells reach through the grid's context, so the columns are built once outside render. */
export interface DeadlineGridContext {
  handlers: DeadlineHandlers;
  selection: SelectionStore;
}

type Cell = ICellRendererParams<FilingRequirementView, unknown, DeadlineGridContext>;

export const getDeadlineRowId = ({ data }: GetRowIdParams<FilingRequirementView>) => String(data.id);

function SelectCell({ data, context }: Cell) {
  const selected = useSelected(context.selection, data?.id ?? 0);
  if (!data) return null;
  return (
    <input
      type="checkbox"
      className="size-4 accent-primary"
      aria-label={`Select ${filingName(data)}`}
      checked={selected}
      onChange={(event) => context.selection.toggle(data.id, event.target.checked)}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

function DueCell({ data }: Cell) {
  if (!data) return null;
  return (
    <span className="flex items-center gap-2">
      {formatDay(data.dueDate)}
      {data.provisional ? <ProvisionalBadge /> : null}
    </span>
  );
}

/** The status, and for a submitted filing the day it was submitted. */
function StatusCell({ data }: Cell) {
  if (!data) return null;
  return (
    <span className="flex h-full items-center gap-2">
      <FilingStatusBadge status={data.status} />
      {data.submissionDate ? <span className="text-xs">on {formatDay(data.submissionDate)}</span> : null}
    </span>
  );
}
const ActionsCell = ({ data, context }: Cell) =>
  data ? <DeadlineActions filing={data} handlers={context.handlers} /> : null;

/** The Deadlines list: `dueDate` and `requirementType` sort on the server; the default is overdue first. */
export function buildDeadlineColumns(): ColDef<FilingRequirementView>[] {
  return [
    { colId: 'select', headerName: 'Select', width: 96, sortable: false, cellRenderer: SelectCell },
    {
      colId: 'entity',
      headerName: 'Entity',
      sortable: false,
      flex: 1.5,
      minWidth: 200,
      cellClass: 'font-medium',
      valueGetter: ({ data }) => data?.entity?.name ?? (data ? `Entity #${data.entityId}` : ''),
      // Clients' names run long ('Company 180 Holdings' and 'Company 181 Holdings'): the whole name on hover
      tooltipValueGetter: ({ value }) => String(value ?? ''),
    },
    {
      colId: 'requirementType',
      field: 'requirementType',
      headerName: 'Type',
      flex: 1,
      minWidth: 140,
      valueFormatter: ({ value }) => filingTypeLabel(String(value ?? '')),
    },
    { colId: 'dueDate', field: 'dueDate', headerName: 'Due Date', width: 130, cellRenderer: DueCell },
    {
      colId: 'status',
      field: 'status',
      headerName: 'Status',
      sortable: false,
      width: 160,
      cellRenderer: StatusCell,
    },
    {
      colId: 'assignee',
      headerName: 'Assignee',
      sortable: false,
      width: 150,
      cellRenderer: AssigneeCell,
    },
    {
      colId: 'actions',
      headerName: 'Actions',
      sortable: false,
      width: 290,
      // Kept in view: at a laptop's width the columns before it need the grid's own sideways scroll.
      pinned: 'right',
      cellRenderer: ActionsCell,
    },
  ];
}
