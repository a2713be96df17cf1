import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';

export function deleteTrust(trustId: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/entities/${trustId}`);
}

export function useDeleteTrust({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrust,
    onSuccess: async (_answer, trustId) => {
      toast({ title: 'Trust deleted' });
      // The page leaves first (its navigation is awaited); the record's own reads are then dropped, not read again.
      await onSuccess?.();
      await invalidateRegisterData(queryClient, { deletedEntityId: trustId });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to delete trust: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
