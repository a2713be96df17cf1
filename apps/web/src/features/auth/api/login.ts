import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, PublicUser } from '@ledgerline/contracts';
import { apiClient, errorMessage } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/session/get-user';
import { toast } from '@/hooks/use-toast';

export function login(credentials: LoginRequest): Promise<PublicUser> {
  return apiClient.post<PublicUser>('/api/login', credentials);
}

export function useLogin({ onSuccess }: { onSuccess?: (user: PublicUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
      onSuccess?.(user);
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
