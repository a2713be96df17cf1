import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';

export function restoreEntity(entityId: number): Promise<EntityView> {
  return apiClient.post<EntityView>(`/api/trash/${entityId}/restore`);
}

export function useRestoreEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreEntity,
    onSuccess: async (entity) => {
      toast({ title: 'Restored', description: `${entity.name} is back with what its deletion removed` });
      await invalidateRegisterData(queryClient);
    },
    onError: (error) => {
      toast({ title: 'Could not restore', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
