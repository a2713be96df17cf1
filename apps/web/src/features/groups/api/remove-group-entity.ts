import type { GroupDetailView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useGroupMutation } from './group-mutation';

export function removeGroupEntity(input: { groupId: number; entityId: number }): Promise<GroupDetailView> {
  return apiClient.delete<GroupDetailView>(`/api/groups/${input.groupId}/entities/${input.entityId}`);
}

export function useRemoveGroupEntity() {
  return useGroupMutation(removeGroupEntity, {
    success: 'Entity removed',
    failure: 'Failed to remove entity',
  });
}
