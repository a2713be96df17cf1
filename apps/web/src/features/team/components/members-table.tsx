import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import type { AccountMemberView, AccountRole } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { formatRelative } from '@/lib/format';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveMember } from '../api/remove-member';
import { memberName } from '@/lib/members/member-name';
import { ROLE_LABELS, ROLE_OPTIONS } from './role-options';

interface MembersTableProps {
  members: AccountMemberView[];
  currentUserId: number;
  /** Owners and admins change roles and remove members; everyone else reads. */
  canManage: boolean;
}

export function MembersTable({ members, currentUserId, canManage }: MembersTableProps) {
  const [removing, setRemoving] = useState<AccountMemberView | null>(null);
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember(() => setRemoving(null));

  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label="Members">
          <thead className="text-left text-muted-foreground">
            <tr className="border-b">
              <th className="py-2 pr-4 font-medium">Name</th>
              <th className="py-2 pr-4 font-medium">Email</th>
              <th className="py-2 pr-4 font-medium">Role</th>
              <th className="py-2 pr-4 font-medium">Last activity</th>
              {canManage ? <th className="py-2 font-medium sr-only">Actions</th> : null}
            </tr>
          </thead>
          <tbody className="divide-y">
            {members.map((member) => {
              const name = memberName(member);
              const self = member.userId === currentUserId;
              return (
                <tr key={member.userId}>
                  <td className="py-2 pr-4 font-medium">
                    {name}
                    {self ? <span className="text-muted-foreground"> (you)</span> : null}
                  </td>
                  <td className="py-2 pr-4">{member.email ?? '—'}</td>
                  <td className="py-2 pr-4">
                    {canManage && !self ? (
                      <Select
                        aria-label={`Role of ${name}`}
                        className="h-9 w-32"
                        options={ROLE_OPTIONS}
                        value={member.role}
                        disabled={changeRole.isPending}
                        onValueChange={(role) => changeRole.mutate({ member, role: role as AccountRole })}
                      />
                    ) : (
                      ROLE_LABELS[member.role]
                    )}
                  </td>
                  <td className="py-2 pr-4 text-muted-foreground">
                    {member.lastActiveAt ? formatRelative(member.lastActiveAt) : 'Never'}
                  </td>
                  {canManage ? (
                    <td className="py-2 text-right">
                      {self ? null : (
                        <Button variant="ghost" size="sm" onClick={() => setRemoving(member)}>
                          <UserMinus aria-hidden />
                          Remove<span className="sr-only"> {name}</span>
                        </Button>
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? `Remove ${memberName(removing)}?` : 'Remove member?'}
        description={
          removing
            ? `${memberName(removing)} loses access to this account and their open sessions end at once. What they recorded stays, attributed to them.`
            : ''
        }
        confirmLabel="Remove member"
        pending={remove.isPending}
        onConfirm={() => (removing ? remove.mutate(removing) : undefined)}
      />
    </>
  );
}
