import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import { toast } from '@/hooks/use-toast';
import { assetQueryOptions } from './get-asset';

export function deleteAsset(assetId: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/assets/${assetId}`);
}

export function useDeleteAsset({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAsset,
    onSuccess: async (_answer, assetId) => {
      toast({ title: 'Asset deleted' });
      // The page leaves first (its navigation is awaited); the record's own reads are then dropped, not read again.
      await onSuccess?.();
      queryClient.removeQueries({ queryKey: assetQueryOptions(assetId).queryKey });
      await invalidateRegisterData(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to delete asset: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
