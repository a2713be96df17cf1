import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/session/get-user';
import { toast } from '@/hooks/use-toast';

export function leaveAccount(): Promise<void> {
  return apiClient.post<void>('/api/account/leave');
}

/** Leaving ends the member's sessions here: the app then treats the visitor as signed out. */
export function useLeaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveAccount,
    onSuccess: () => {
      queryClient.setQueryData(userQueryOptions().queryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== userQueryOptions().queryKey[0],
      });
      toast({ title: 'You left the account' });
    },
    onError: (error) => {
      toast({
        title: 'Could not leave the account',
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
