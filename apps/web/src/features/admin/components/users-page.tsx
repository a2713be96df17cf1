import { useMemo, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PublicUser } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { PagedGrid } from '@/components/ui/paged-grid';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { AccessDenied } from './access-denied';
import { type UserRowActions } from './user-cells';
import { getUserRowId, userColumns } from './user-columns';
import { UserEditDialog } from './user-edit-dialog';

const noUsers: PublicUser[] = [];

/** Spec 000 'Admin users'. The route already admits admins only; a 403 here means the role changed since. */
export function UsersPage() {
  const usersQuery = useUsers();
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const deleteMutation = useDeleteUser(() => setDeleting(null));
  const actions = useMemo<UserRowActions>(() => ({ onEdit: setEditing, onDelete: setDeleting }), []);

  if (usersQuery.error instanceof ApiError && usersQuery.error.status === 403) {
    return <AccessDenied />;
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">User Management</h1>
          <p className="text-muted-foreground">Accounts, roles and subscription plans of every user</p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/admin/holiday-calendar">
            <CalendarDays aria-hidden />
            Holiday calendar
          </Link>
        </Button>
      </div>
      {usersQuery.isError ? (
        <LoadErrorAlert
          title="Failed to load users."
          detail={errorMessage(usersQuery.error)}
          onRetry={() => void usersQuery.refetch()}
        />
      ) : null}
      <Card>
        <CardContent className="pt-6">
          <PagedGrid
            label="Users"
            noun="users"
            rows={usersQuery.data ?? noUsers}
            columnDefs={userColumns}
            getRowId={getUserRowId}
            loading={usersQuery.isPending}
            emptyText="No users found"
            context={actions}
          />
        </CardContent>
      </Card>
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.username ?? 'user'}?`}
        description="This action cannot be undone. This will permanently delete the user account and all associated data."
        pending={deleteMutation.isPending}
        onConfirm={() => (deleting ? deleteMutation.mutate(deleting.id) : undefined)}
      />
    </div>
  );
}
