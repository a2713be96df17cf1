import { apiClient } from '@/lib/api-client';
import { useUserMutation } from './user-mutation';

export function deleteUser(userId: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/admin/users/${userId}`);
}

export function useDeleteUser(onSuccess?: () => void) {
  return useUserMutation(deleteUser, { success: 'User deleted', verb: 'delete' }, onSuccess);
}
