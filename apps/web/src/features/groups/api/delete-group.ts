import { apiClient } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';

export function deleteGroup(groupId: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/groups/${groupId}`);
}

export function useDeleteGroup(onSuccess?: () => void) {
  return useGroupMutation(
    deleteGroup,
    { success: 'Group deleted', failure: 'Failed to delete group' },
    onSuccess,
  );
}
