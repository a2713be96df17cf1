import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { teamKeys } from '@/lib/members/team-keys';

export type { InvitationPreview };

export function getInvitation(token: string): Promise<InvitationPreview> {
  return apiClient.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`);
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: teamKeys.invitation(token), queryFn: () => getInvitation(token), retry: false });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
