import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import type { TrustFields } from './create-trust';

export function updateTrust({
  trustId,
  trust,
  version,
}: {
  trustId: number;
  trust: Partial<TrustFields> & { effectiveDate?: string | null };
  /** The record's version when the form opened (docs/decisions/0068). */
  version?: string | null;
}) {
  return apiClient.patch<EntityView>(`/api/entities/${trustId}`, trust, version);
}

export function useUpdateTrust({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrust,
    onSuccess: async () => {
      toast({ title: 'Trust updated' });
      await invalidateRegisterData(queryClient);
      onSuccess?.();
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to update trust: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
