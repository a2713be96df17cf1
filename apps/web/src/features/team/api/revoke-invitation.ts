import type { InvitationView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

export function revokeInvitation(invitation: InvitationView): Promise<void> {
  return apiClient.delete<void>(`/api/account/invitations/${encodeURIComponent(invitation.id)}`);
}

export function useRevokeInvitation() {
  return useTeamMutation(revokeInvitation, {
    success: (_answer, invitation) => `Invitation to ${invitation.email} revoked`,
    failure: 'Could not revoke the invitation',
  });
}
