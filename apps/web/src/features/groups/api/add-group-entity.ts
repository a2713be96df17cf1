import type { GroupDetailView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';

export function addGroupEntity(input: { groupId: number; entityId: number }): Promise<GroupDetailView> {
  return apiClient.post<GroupDetailView>(`/api/groups/${input.groupId}/entities/${input.entityId}`);
}

export function useAddGroupEntity(onSuccess?: () => void) {
  return useGroupMutation(
    addGroupEntity,
    { success: 'Entity added', failure: 'Failed to add entity' },
    onSuccess,
  );
}
