import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';
import { userQueryOptions } from './get-user';

export function logout(): Promise<void> {
  return apiClient.post<void>('/api/logout');
}

/** Logout clears the current user; guarded routes then send the visitor to /auth. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(userQueryOptions().queryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== userQueryOptions().queryKey[0],
      });
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
