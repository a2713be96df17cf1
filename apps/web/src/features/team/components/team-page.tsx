import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { SettingsNav } from '@/components/settings-nav';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { accountRoleOf, useCan } from '@/lib/session/account-role';
import { useUser } from '@/lib/session/get-user';
import { useInvitations } from '../api/get-invitations';
import { useMembers } from '@/lib/members/get-members';
import { InvitationsList } from './invitations-list';
import { InviteDialog } from './invite-dialog';
import { LeaveAccountCard } from './leave-account-card';
import { MembersTable } from './members-table';
import { ROLE_DESCRIPTIONS, roleWithArticle } from './role-options';
import { SeatUsage } from './seat-usage';

const loading = (label: string) => (
  <div className="space-y-3" role="status" aria-label={label}>
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-10 w-full" />
  </div>
);

/** Settings -> Team: seats against the plan, members with their roles, invitations. */
export function TeamPage() {
  const user = useUser().data;
  const role = accountRoleOf(user);
  const manage = useCan('manageTeam');
  const [inviting, setInviting] = useState(false);
  const membersQuery = useMembers();
  const invitationsQuery = useInvitations({ enabled: manage.allowed });
  const members = membersQuery.data ?? [];
  const seatsFull = user ? Math.max(user.currentUserCount, members.length) >= user.maxUsers : false;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Team</h1>
        <p className="text-muted-foreground">The people who work in this account and what each may do</p>
      </div>
      <SettingsNav />
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="space-y-1.5">
            <CardTitle id="members-title">Members</CardTitle>
            <CardDescription>
              You are {roleWithArticle(role)}:{' '}
              {ROLE_DESCRIPTIONS[role].charAt(0).toLowerCase() + ROLE_DESCRIPTIONS[role].slice(1)}
              {manage.allowed ? '' : ` ${manage.reason}`}
            </CardDescription>
          </div>
          {manage.allowed ? (
            <Button onClick={() => setInviting(true)} disabled={seatsFull}>
              <UserPlus aria-hidden />
              Invite member
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-6">
          {user ? <SeatUsage user={user} members={membersQuery.data?.length} /> : null}
          {membersQuery.isPending ? (
            loading('Loading members')
          ) : membersQuery.isError ? (
            <LoadErrorAlert
              title="Could not load the members"
              detail={errorMessage(membersQuery.error)}
              onRetry={() => void membersQuery.refetch()}
            />
          ) : members.length === 0 ? (
            <EmptyState title="No members" description="Nobody else works in this account yet." />
          ) : (
            <MembersTable members={members} currentUserId={user?.id ?? 0} canManage={manage.allowed} />
          )}
        </CardContent>
      </Card>
      {manage.allowed ? (
        <Card>
          <CardHeader>
            <CardTitle>Invitations</CardTitle>
            <CardDescription>Links that work once and expire 7 days after they are sent.</CardDescription>
          </CardHeader>
          <CardContent>
            {invitationsQuery.isPending ? (
              loading('Loading invitations')
            ) : invitationsQuery.isError ? (
              <LoadErrorAlert
                title="Could not load the invitations"
                detail={errorMessage(invitationsQuery.error)}
                onRetry={() => void invitationsQuery.refetch()}
              />
            ) : (
              <InvitationsList invitations={invitationsQuery.data} />
            )}
          </CardContent>
        </Card>
      ) : null}
      {membersQuery.data ? <LeaveAccountCard role={role} members={membersQuery.data} /> : null}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </div>
  );
}
