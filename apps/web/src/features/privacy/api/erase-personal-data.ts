import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasePersonalDataRequest } from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { apiClient } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';

export interface ErasePersonalDataInput extends ErasePersonalDataRequest {
  entityId: number;
}

export function erasePersonalData({ entityId, ...body }: ErasePersonalDataInput) {
  return apiClient.post<{ entityId: number; erased: true }>(`/api/individuals/${entityId}/erase`, body);
}

export function useErasePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePersonalData,
    onSuccess: async ({ entityId }) => {
      toast({
        title: 'Personal data erased',
        description: `The individual now reads as Erased person #${entityId}`,
      });
      await invalidateRegisterData(queryClient);
    },
  });
}
