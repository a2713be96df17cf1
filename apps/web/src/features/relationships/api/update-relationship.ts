import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateRelationshipSchema,
  type RelationshipView,
  type UpdateRelationshipRequest,
} from '@ledgerline/contracts';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import { toast } from '@/hooks/use-toast';

/** The edit form also refuses a relationship of an entity with itself before asking the server. */
export const editRelationshipSchema = updateRelationshipSchema.refine(
  (r) => r.sourceEntityId === undefined || r.sourceEntityId !== r.targetEntityId,
  { message: 'Source and target entities must be different', path: ['targetEntityId'] },
);

export function updateRelationship(input: {
  relationshipId: number;
  changes: UpdateRelationshipRequest;
  /** The record's version when the form opened (docs/decisions/0068). */
  version?: string | null;
}): Promise<RelationshipView> {
  const url = `/api/relationships/${input.relationshipId}`;
  return apiClient.patch<RelationshipView>(url, input.changes, input.version);
}

export function useUpdateRelationship({
  onSuccess,
}: { onSuccess?: (updated: RelationshipView) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRelationship,
    onSuccess: async (updated) => {
      toast({ title: 'Relationship updated' });
      await invalidateRegisterData(queryClient);
      onSuccess?.(updated);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to update relationship: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
