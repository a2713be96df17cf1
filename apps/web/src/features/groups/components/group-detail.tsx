import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Plus } from 'lucide-react';
import { NotFoundCard } from '@/components/layout/not-found-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useGroupPage } from '../api/get-group';
import { RequireRole } from '@/components/require-role';
import { useRemoveGroupEntity } from '../api/remove-group-entity';
import { AddGroupEntityDialog } from './add-group-entity-dialog';
import { GroupMembersTable } from './group-members-table';

function BackToGroups() {
  return (
    <Button variant="ghost" asChild className="-ml-3">
      <Link to="/groups">
        <ArrowLeft aria-hidden />
        Back to Groups
      </Link>
    </Button>
  );
}

/** Spec 000 'Group detail'; the route id must be numeric. Members are read a page at a time. */
export function GroupDetail({ groupIdParam }: { groupIdParam: string }) {
  const groupId = /^\d+$/.test(groupIdParam) ? Number(groupIdParam) : NaN;
  const paging = useGroupPage(groupId);
  const groupQuery = paging.query;
  const removeMutation = useRemoveGroupEntity();
  const [adding, setAdding] = useState(false);

  if (!Number.isSafeInteger(groupId) || groupId <= 0)
    return (
      <div className="space-y-4">
        <LoadErrorAlert title="Invalid group ID. Please select a valid group." />
        <BackToGroups />
      </div>
    );
  if (groupQuery.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading group">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-48" />
      </div>
    );
  if (groupQuery.error instanceof ApiError && groupQuery.error.status === 404)
    return (
      <NotFoundCard
        title="Group not found"
        message="Failed to load group details. Please try again. This group doesn't exist or has been deleted."
        backTo="/groups"
        backLabel="Back to Groups"
      />
    );
  if (groupQuery.isError)
    return (
      <div className="space-y-4">
        <LoadErrorAlert
          title="Failed to load group details. Please try again."
          onRetry={() => void groupQuery.refetch()}
        />
        <BackToGroups />
      </div>
    );
  const { group, members } = groupQuery.data;

  return (
    <div className="space-y-6">
      <BackToGroups />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold tracking-tight">{group.name}</h1>
            {group.isDefault ? <Badge>Default Group</Badge> : null}
          </div>
          <p className="text-muted-foreground">{group.description || 'No description provided'}</p>
          <p className="text-sm text-muted-foreground">Created on {formatDay(group.createdAt)}</p>
        </div>
        <RequireRole permission="edit" mode="disable">
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add Entity
          </Button>
        </RequireRole>
      </div>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle>Entities</CardTitle>
          {members.total > 0 || paging.search ? (
            <SearchInput
              label="Search members"
              placeholder="Search members..."
              value={paging.search}
              onValueChange={paging.setSearch}
            />
          ) : null}
        </CardHeader>
        <CardContent>
          <GroupMembersTable
            page={members}
            pageIndex={paging.pageIndex}
            pageSize={paging.pageSize}
            searching={paging.q !== undefined}
            loading={groupQuery.isPlaceholderData}
            removingId={removeMutation.isPending ? (removeMutation.variables?.entityId ?? null) : null}
            onRemove={(member) => removeMutation.mutate({ groupId: group.id, entityId: member.id })}
            onPageChange={paging.setPageIndex}
            onPageSizeChange={paging.setPageSize}
          />
        </CardContent>
      </Card>
      <AddGroupEntityDialog groupId={group.id} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
