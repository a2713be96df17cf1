import type { CreatedInvitation, InvitationView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

export function resendInvitation(invitation: InvitationView): Promise<CreatedInvitation> {
  return apiClient.post<CreatedInvitation>(
    `/api/account/invitations/${encodeURIComponent(invitation.id)}/resend`,
  );
}

export function useResendInvitation(
  onSuccess: (created: CreatedInvitation, invitation: InvitationView) => void,
) {
  return useTeamMutation(resendInvitation, {
    success: (_created, invitation) => `Invitation to ${invitation.email} renewed`,
    failure: 'Could not resend the invitation',
    onSuccess,
  });
}
