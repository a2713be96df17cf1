import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { invalidatePlanData } from '@/lib/subscription/invalidate-plan-data';
import { toast } from '@/hooks/use-toast';
import { usersQueryOptions } from './get-users';

interface UserMutationTexts {
  success: string;
  /** 'update' or 'delete', for 'Failed to {verb} user: {message}' (spec 000 section 8). */
  verb: string;
}

/**
 * A user change refreshes the user list and, since the admin may have edited their own account, the
 * current user and plan reads too.
 */
export function useUserMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  texts: UserMutationTexts,
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast({ title: texts.success });
      onSuccess?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
        invalidatePlanData(queryClient),
      ]);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to ${texts.verb} user: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
