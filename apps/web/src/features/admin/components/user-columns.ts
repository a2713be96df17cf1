import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import { PLANS, type PublicUser } from '@ledgerline/contracts';
import { formatDay } from '@/lib/format';
import { humanize } from '@/lib/humanize';
import { AdminCell, UserActionsCell } from './user-cells';

/** Spec 000 'Admin users': ID, Username, Email, Admin, Subscription, Status, Expires, Actions; built once. */
function buildUserColumns(): ColDef<PublicUser>[] {
  return [
    { field: 'id', headerName: 'ID', width: 70 },
    { field: 'username', headerName: 'Username', flex: 1, minWidth: 120, cellClass: 'font-medium' },
    {
      field: 'email',
      headerName: 'Email',
      flex: 1.4,
      minWidth: 150,
      valueFormatter: ({ value }) => (value as string | null) || '-',
    },
    { field: 'isAdmin', headerName: 'Admin', width: 90, cellRenderer: AdminCell },
    {
      field: 'subscriptionTier',
      headerName: 'Subscription',
      width: 125,
      valueFormatter: ({ data }) => (data ? PLANS[data.subscriptionTier].name : ''),
    },
    {
      field: 'subscriptionStatus',
      headerName: 'Status',
      width: 105,
      valueFormatter: ({ value }) => humanize(value as string),
    },
    {
      field: 'subscriptionExpiresAt',
      headerName: 'Expires',
      width: 115,
      valueFormatter: ({ value }) => ((value as string | null) ? formatDay(value as string) : 'Never'),
    },
    {
      colId: 'actions',
      headerName: 'Actions',
      width: 180,
      pinned: 'right',
      sortable: false,
      cellRenderer: UserActionsCell,
    },
  ];
}

export const userColumns = buildUserColumns();
export const getUserRowId = ({ data }: GetRowIdParams<PublicUser>) => String(data.id);
