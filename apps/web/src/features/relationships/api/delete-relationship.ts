import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import { toast } from '@/hooks/use-toast';
import { relationshipQueryOptions } from './get-relationship';

export function deleteRelationship(relationshipId: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/relationships/${relationshipId}`);
}

export function useDeleteRelationship({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRelationship,
    onSuccess: async (_answer, relationshipId) => {
      toast({ title: 'Relationship deleted' });
      // The page leaves first (its navigation is awaited); the record's own reads are then dropped, not read again.
      await onSuccess?.();
      queryClient.removeQueries({ queryKey: relationshipQueryOptions(relationshipId).queryKey });
      await invalidateRegisterData(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to delete relationship: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
