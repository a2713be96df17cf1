import { useEffect, useRef, useState } from 'react';
import { FolderTree, Plus } from 'lucide-react';
import type { GroupView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '../api/get-groups';
import { useSetDefaultGroup } from '../api/set-default-group';
import { GroupCard } from './group-card';
import { GroupFormDialog } from './group-form-dialog';
import { RequireRole } from '@/components/require-role';

type Editing = { mode: 'create' } | { mode: 'edit'; group: GroupView } | null;

/** Spec 000 'Groups list'. */
export function GroupsPage() {
  const groupsQuery = useGroups();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GroupView | null>(null);
  // The deleted group's card (and its Delete button, where the dialog returns the focus) goes away once the list
  // is read again: the focus then moves to Create Group rather than falling to the page's body.
  const removedId = useRef<number | null>(null);
  const deleteMutation = useDeleteGroup(() => {
    removedId.current = deleting?.id ?? null;
    setDeleting(null);
  });
  const createArea = useRef<HTMLDivElement>(null);
  const groups = groupsQuery.data;
  useEffect(() => {
    const removed = removedId.current;
    if (removed === null || !groups || groups.some((group) => group.id === removed)) return;
    removedId.current = null;
    createArea.current?.querySelector('button')?.focus();
  }, [groups]);
  const defaultMutation = useSetDefaultGroup();
  const openCreate = () => setEditing({ mode: 'create' });

  let body: React.ReactNode;
  if (groupsQuery.isPending) {
    body = (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading groups">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-48" />
        ))}
      </div>
    );
  } else if (groupsQuery.isError) {
    body = (
      <LoadErrorAlert
        title="Failed to load groups. Please try again."
        onRetry={() => void groupsQuery.refetch()}
      />
    );
  } else if (groupsQuery.data.length === 0) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <FolderTree className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">No groups found</h2>
          <RequireRole permission="edit" mode="disable">
            <Button onClick={openCreate}>
              <Plus aria-hidden />
              Create Your First Group
            </Button>
          </RequireRole>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {groupsQuery.data.map((group) => (
          <GroupCard
            key={group.id}
            group={group}
            onEdit={() => setEditing({ mode: 'edit', group })}
            onDelete={() => setDeleting(group)}
            onSetDefault={() => defaultMutation.mutate(group.id)}
            settingDefault={defaultMutation.isPending}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Groups</h1>
          <p className="text-muted-foreground">Organize your entities into logical collections</p>
        </div>
        <div ref={createArea}>
          <RequireRole permission="edit" mode="disable">
            <Button onClick={openCreate}>
              <Plus aria-hidden />
              Create Group
            </Button>
          </RequireRole>
        </div>
      </div>
      {body}
      <GroupFormDialog
        group={editing?.mode === 'edit' ? editing.group : undefined}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Group"
        description="Are you sure you want to delete this group? This action cannot be undone."
        pending={deleteMutation.isPending}
        onConfirm={() => (deleting ? deleteMutation.mutate(deleting.id) : undefined)}
      />
    </div>
  );
}
