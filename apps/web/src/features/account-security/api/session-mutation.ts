import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';
import { sessionsQueryOptions } from './get-sessions';

/** Ending sessions refreshes the list, whether it worked (they are gone) or not (they may have expired). */
export function useSessionMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  success: (answer: Answer) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => toast({ title: success(answer) }),
    onError: (error) =>
      toast({ title: 'Could not sign out', description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
