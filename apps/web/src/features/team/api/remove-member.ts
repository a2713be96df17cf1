import type { AccountMemberView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { memberName } from '@/lib/members/member-name';
import { useTeamMutation } from './team-mutation';

export function removeMember(member: AccountMemberView): Promise<void> {
  return apiClient.delete<void>(`/api/account/members/${member.userId}`);
}

export function useRemoveMember(onSuccess: () => void) {
  return useTeamMutation(removeMember, {
    success: (_answer, member) => `${memberName(member)} was removed from the account`,
    failure: 'Could not remove the member',
    onSuccess,
  });
}
