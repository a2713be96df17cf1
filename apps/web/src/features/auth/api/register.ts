import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterRequest } from '@ledgerline/contracts';
import { apiClient, errorMessage } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/session/get-user';
import { toast } from '@/hooks/use-toast';

/** The confirmation is removed before sending (spec 000 section 3). */
export function register(request: RegisterRequest): Promise<PublicUser> {
  const { username, email, fullName, password } = request;
  return apiClient.post<PublicUser>('/api/register', { username, email, fullName, password });
}

export function useRegister({ onSuccess }: { onSuccess?: (user: PublicUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      toast({ title: 'Registration successful', description: `Welcome, ${user.username}!` });
      onSuccess?.(user);
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
