import type { GroupView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';

export function setDefaultGroup(groupId: number): Promise<GroupView> {
  return apiClient.post<GroupView>(`/api/groups/${groupId}/default`);
}

export function useSetDefaultGroup() {
  return useGroupMutation(setDefaultGroup, {
    success: 'Default group set',
    failure: 'Failed to set default group',
  });
}
