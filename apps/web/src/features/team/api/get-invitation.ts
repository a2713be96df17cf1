import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountRole } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** What the public GET /api/invitations/{token} tells whoever holds the link. */
export interface InvitationPreview {
  accountName?: string | null;
  invitedBy?: { username: string; fullName?: string | null } | string | null;
  role: AccountRole;
  email: string;
  expiresAt: string;
}

export function getInvitation(token: string): Promise<InvitationPreview> {
  return apiClient.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`);
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: teamKeys.invitation(token), queryFn: () => getInvitation(token), retry: false });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
