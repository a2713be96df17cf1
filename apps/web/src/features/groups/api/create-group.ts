import { groupFieldsSchema, type GroupRequest, type GroupView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';

export { groupFieldsSchema };

export function createGroup(group: GroupRequest): Promise<GroupView> {
  return apiClient.post<GroupView>('/api/groups', group);
}

export function useCreateGroup(onSuccess?: (group: GroupView) => void) {
  return useGroupMutation(
    createGroup,
    { success: 'Group created', failure: 'Failed to create group' },
    onSuccess,
  );
}
