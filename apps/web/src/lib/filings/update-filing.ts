import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilingRequirementView, UpdateFilingRequest } from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { complianceKeys } from '@/lib/compliance-keys';

export function updateFiling(id: number, changes: UpdateFilingRequest): Promise<FilingRequirementView> {
  return apiClient.patch<FilingRequirementView>(`/api/compliance/filing-requirements/${id}`, changes);
}

/** Mark Submitted: the server stamps today's date as the submission date. */
export function useMarkFilingSubmitted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => updateFiling(id, { status: 'submitted' }),
    onSuccess: async () => {
      toast({ title: 'Filing marked as submitted' });
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
