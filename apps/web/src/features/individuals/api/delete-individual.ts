import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';

export function deleteIndividual(individualId: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/entities/${individualId}`);
}

export function useDeleteIndividual({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIndividual,
    onSuccess: async (_answer, individualId) => {
      toast({ title: 'Individual deleted' });
      // The page leaves first (its navigation is awaited); the record's own reads are then dropped, not read again.
      await onSuccess?.();
      await invalidateRegisterData(queryClient, { deletedEntityId: individualId });
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
