import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';

export function deleteCompany(companyId: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/entities/${companyId}`);
}

export function useDeleteCompany({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: async (_answer, companyId) => {
      toast({ title: 'Company deleted', description: 'The company has been successfully deleted' });
      // Leave first, so the open page does not refetch a company that no longer exists.
      // The page leaves first (its navigation is awaited); the record's own reads are then dropped, not read again.
      await onSuccess?.();
      await invalidateRegisterData(queryClient, { deletedEntityId: companyId });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to delete company: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
