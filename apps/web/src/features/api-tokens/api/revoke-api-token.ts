import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';
import { apiTokensQueryOptions } from './get-api-tokens';

export function revokeApiToken(tokenId: string): Promise<void> {
  return apiClient.delete<void>(`/api/account/tokens/${encodeURIComponent(tokenId)}`);
}

/** The list refreshes whether it worked or not (another tab may have revoked it already). */
export function useRevokeApiToken(onRevoked: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => {
      toast({ title: 'Token revoked', description: 'It no longer works.' });
      onRevoked();
    },
    onError: (error) =>
      toast({ title: 'Could not revoke', description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions().queryKey }),
  });
}
