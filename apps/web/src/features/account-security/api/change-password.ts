import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePasswordFormSchema, type ChangePasswordRequest } from '@ledgerline/contracts';
import { ApiError, apiClient, errorMessage } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';
import { sessionsQueryOptions } from './get-sessions';

export { changePasswordFormSchema };

/** The confirmation stays in the form; the server ends every other session of the user. */
export function changePassword(request: ChangePasswordRequest): Promise<{ endedSessions: number }> {
  const { currentPassword, newPassword } = request;
  return apiClient.post<{ endedSessions: number }>('/api/user/password', { currentPassword, newPassword });
}

export function useChangePassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ endedSessions }) => {
      const others = endedSessions === 1 ? '1 other session was' : `${endedSessions} other sessions were`;
      toast({
        title: 'Password changed',
        description: endedSessions > 0 ? `${others} signed out.` : undefined,
      });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
    },
    onError: (error) => {
      // Field refusals show under their fields; a toast for the rest (throttling, outages).
      if (error instanceof ApiError && error.fieldErrors.length > 0) return;
      toast({ title: 'Could not change password', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
