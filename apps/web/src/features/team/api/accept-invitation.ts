import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptInvitationRequest, PublicUser } from '@ledgerline/contracts';
import { ApiError, apiClient, errorMessage } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/session/get-user';
import { toast } from '@/hooks/use-toast';

/** Signed in: an empty body. Signed out: spec 000's registration fields (the confirmation stays here). */
export function acceptInvitation(token: string, request: AcceptInvitationRequest): Promise<unknown> {
  const { username, email, fullName, password } = request;
  return apiClient.post<unknown>(`/api/invitations/${encodeURIComponent(token)}/accept`, {
    username,
    email,
    fullName,
    password,
  });
}

/** Accepting signs the new member in (or moves the signed-in user): the app reads the user afresh. */
export function useAcceptInvitation(token: string, onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AcceptInvitationRequest) => acceptInvitation(token, request),
    onSuccess: async () => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== userQueryOptions().queryKey[0],
      });
      await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 }).catch(() => null);
      const user = queryClient.getQueryData<PublicUser | null>(userQueryOptions().queryKey);
      toast({ title: 'Invitation accepted', description: user ? `Welcome, ${user.username}!` : undefined });
      onSuccess();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0) return;
      toast({
        title: 'Could not accept the invitation',
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
