import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';

interface TeamMutationTexts<Variables, Answer> {
  success: (answer: Answer, variables: Variables) => string;
  failure: string;
  onSuccess?: (answer: Answer, variables: Variables) => void;
}

/**
 * A change to the team refreshes the user (seat usage, own role) and the team lists, whether it worked or
 * not: a refusal may mean someone else changed the team meanwhile.
 */
export function useTeamMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  texts: TeamMutationTexts<Variables, Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, variables) => {
      toast({ title: texts.success(answer, variables) });
      texts.onSuccess?.(answer, variables);
    },
    onError: (error) => {
      toast({ title: texts.failure, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.user }),
  });
}
