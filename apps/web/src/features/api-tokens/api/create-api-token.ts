import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenRequest, CreatedApiToken } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { apiTokensQueryOptions } from './get-api-tokens';

export function createApiToken(request: CreateApiTokenRequest): Promise<CreatedApiToken> {
  return apiClient.post<CreatedApiToken>('/api/account/tokens', request);
}

/** Errors are shown in the form (fields) by the caller; the list refreshes after a create. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions().queryKey }),
  });
}
