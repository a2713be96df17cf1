import { adminUserUpdateSchema, type AdminUserUpdateRequest, type PublicUser } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useUserMutation } from './user-mutation';

export { adminUserUpdateSchema };

export function updateUser(input: { userId: number; patch: AdminUserUpdateRequest }): Promise<PublicUser> {
  return apiClient.patch<PublicUser>(`/api/admin/users/${input.userId}`, input.patch);
}

export function useUpdateUser(onSuccess?: () => void) {
  return useUserMutation(updateUser, { success: 'User updated', verb: 'update' }, onSuccess);
}
