import type { CreatedInvitation, InviteMemberRequest } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

export function inviteMember(request: InviteMemberRequest): Promise<CreatedInvitation> {
  return apiClient.post<CreatedInvitation>('/api/account/invitations', request);
}

export function useInviteMember(onSuccess: (created: CreatedInvitation) => void) {
  return useTeamMutation(inviteMember, {
    success: (_created, request) => `Invitation created for ${request.email}`,
    failure: 'Could not invite',
    onSuccess,
  });
}
