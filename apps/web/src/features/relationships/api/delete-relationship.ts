import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import { toast } from '@/hooks/use-toast';
import { relationshipQueryOptions } from './get-relationship';

/** Why the link is removed, kept with the deletion in the history (docs/decisions/0028). */
export function deleteRelationship({
  relationshipId,
  changeReason,
}: {
  relationshipId: number;
  changeReason?: string;
}): Promise<{ message: string }> {
  const reason = changeReason?.trim();
  const query = reason ? `?${new URLSearchParams({ changeReason: reason }).toString()}` : '';
  return apiClient.delete<{ message: string }>(`/api/relationships/${relationshipId}${query}`);
}

export function useDeleteRelationship({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRelationship,
    onSuccess: async (_answer, { relationshipId }) => {
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
