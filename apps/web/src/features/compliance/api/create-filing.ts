import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createFilingSchema,
  type CreateFilingRequest,
  type FilingRequirementView,
} from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { apiClient, ApiError } from '@/lib/api-client';
import { complianceKeys } from './compliance-keys';

export { createFilingSchema };

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
      toast({
        title: 'Error creating filing requirement',
        // Spec 001 section 8: the server's message, else the generic text.
        description: (error instanceof ApiError && error.body?.message) || 'An unexpected error occurred',
        variant: 'destructive',
      });
    },
  });
}
