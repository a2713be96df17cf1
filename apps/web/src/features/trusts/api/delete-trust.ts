import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import { trustQueryOptions } from './get-trust';

export function deleteTrust(trustId: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/entities/${trustId}`);
}

export function useDeleteTrust({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrust,
    onSuccess: async (_answer, trustId) => {
      toast({ title: 'Trust deleted' });
      onSuccess?.();
      queryClient.removeQueries({ queryKey: trustQueryOptions(trustId).queryKey });
      await invalidateRegisterData(queryClient);
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
