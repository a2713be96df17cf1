import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMemberView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { teamKeys } from '@/lib/members/team-keys';

export function getMembers(): Promise<AccountMemberView[]> {
  return apiClient.get<AccountMemberView[]>('/api/account/members');
}

export const membersQueryOptions = () => queryOptions({ queryKey: teamKeys.members, queryFn: getMembers });

export function useMembers() {
  return useQuery(membersQueryOptions());
}
