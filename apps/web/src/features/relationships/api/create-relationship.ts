import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createRelationshipSchema,
  type CreateRelationshipRequest,
  type RelationshipView,
} from '@ledgerline/contracts';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import { toast } from '@/hooks/use-toast';

export { createRelationshipSchema };

export function createRelationship(relationship: CreateRelationshipRequest): Promise<RelationshipView> {
  return apiClient.post<RelationshipView>('/api/relationships', relationship);
}

export function useCreateRelationship({
  onSuccess,
}: { onSuccess?: (created: RelationshipView) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelationship,
    onSuccess: async (created) => {
      toast({ title: 'Relationship created' });
      await invalidateRegisterData(queryClient);
      onSuccess?.(created);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to create relationship: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
