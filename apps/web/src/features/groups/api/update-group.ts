import type { GroupRequest, GroupView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';

export function updateGroup(input: { groupId: number; group: GroupRequest }): Promise<GroupView> {
  return apiClient.put<GroupView>(`/api/groups/${input.groupId}`, input.group);
}

export function useUpdateGroup(onSuccess?: (group: GroupView) => void) {
  return useGroupMutation(
    updateGroup,
    { success: 'Group updated', failure: 'Failed to update group' },
    onSuccess,
  );
}
