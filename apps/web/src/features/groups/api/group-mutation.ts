import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/hooks/use-toast';

interface GroupMutationTexts {
  success: string;
  failure: string;
}

/** Spec 000 section 8: a success toast, or a destructive toast whose description is the server's message. */
export function useGroupMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  texts: GroupMutationTexts,
  onSuccess?: (answer: Answer) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      toast({ title: texts.success });
      onSuccess?.(answer);
      // Entity reads filtered by group (the lists' group filter, the Add Entity picker) change with it.
      await Promise.all(
        [queryRoots.groups, queryRoots.entities, queryRoots.dashboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      toast({ title: texts.failure, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
