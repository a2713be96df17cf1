import type { AccountMemberView, AccountRole } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { roleWithArticle } from '../components/role-options';
import { memberName } from '@/lib/members/member-name';
import { useTeamMutation } from './team-mutation';

interface ChangeMemberRole {
  member: AccountMemberView;
  role: AccountRole;
}

export function changeMemberRole({ member, role }: ChangeMemberRole): Promise<AccountMemberView> {
  return apiClient.patch<AccountMemberView>(`/api/account/members/${member.userId}`, { role });
}

export function useChangeMemberRole() {
  return useTeamMutation(changeMemberRole, {
    success: (_answer, { member, role }) => `${memberName(member)} is now ${roleWithArticle(role)}`,
    failure: 'Could not change the role',
  });
}
