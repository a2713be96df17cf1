import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAssetSchema, type AssetFields, type AssetView } from '@ledgerline/contracts';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import { toast } from '@/hooks/use-toast';

export { createAssetSchema };

export function createAsset(asset: AssetFields): Promise<AssetView> {
  return apiClient.post<AssetView>('/api/assets', asset);
}

export function useCreateAsset({ onSuccess }: { onSuccess?: (asset: AssetView) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAsset,
    onSuccess: async (asset) => {
      toast({ title: 'Asset created', description: `${asset.name} was successfully created` });
      await invalidateRegisterData(queryClient);
      onSuccess?.(asset);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to create asset: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
