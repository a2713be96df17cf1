import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createFilingSchema,
  type CreateFilingRequest,
  type FilingRequirementView,
} from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { apiClient, ApiError } from '@/lib/api-client';
import { complianceKeys } from '@/lib/compliance-keys';

export { createFilingSchema };

/** The 409 of a filing whose entity, kind and due date an existing one has: the dialog offers to add it anyway. */
export const isDuplicateFiling = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.body?.code === 'FILING.DUPLICATE';

export function createFiling(filing: CreateFilingRequest): Promise<FilingRequirementView> {
  return apiClient.post<FilingRequirementView>('/api/compliance/filing-requirements', filing);
}

export function useCreateFiling({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFiling,
    onSuccess: async () => {
      toast({
        title: 'Filing requirement created',
        description: 'The filing requirement has been successfully created.',
      });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
    onError: (error) => {
      if (isDuplicateFiling(error)) return;
      toast({
        title: 'Error creating filing requirement',
        // Spec 001 section 8: the server's message, else the generic text.
        description: (error instanceof ApiError && error.body?.message) || 'An unexpected error occurred',
        variant: 'destructive',
      });
    },
  });
}
