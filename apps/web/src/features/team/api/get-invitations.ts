import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { teamKeys } from '@/lib/members/team-keys';

export function getInvitations(): Promise<InvitationView[]> {
  return apiClient.get<InvitationView[]>('/api/account/invitations');
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.invitations, queryFn: getInvitations });

/** Only managers may list invitations; others never ask (the server would answer 403). */
export function useInvitations({ enabled }: { enabled: boolean }) {
  return useQuery({ ...invitationsQueryOptions(), enabled });
}
