import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import { individualQueryOptions } from './get-individual';

export function deleteIndividual(individualId: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/entities/${individualId}`);
}

export function useDeleteIndividual({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIndividual,
    onSuccess: async (_answer, individualId) => {
      toast({ title: 'Individual deleted' });
      onSuccess?.();
      queryClient.removeQueries({ queryKey: individualQueryOptions(individualId).queryKey });
      await invalidateRegisterData(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to delete individual: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
