import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAssetSchema, type AssetView } from '@ledgerline/contracts';
import type { z } from 'zod';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import { toast } from '@/hooks/use-toast';

export { updateAssetSchema };
export type AssetChanges = Partial<z.output<typeof updateAssetSchema>>;

export function updateAsset(input: {
  assetId: number;
  changes: AssetChanges;
  /** The record's version when the form opened (docs/decisions/0068). */
  version?: string | null;
}): Promise<AssetView> {
  return apiClient.patch<AssetView>(`/api/assets/${input.assetId}`, input.changes, input.version);
}

export function useUpdateAsset({ onSuccess }: { onSuccess?: (asset: AssetView) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAsset,
    onSuccess: async (asset) => {
      toast({ title: 'Asset updated', description: `${asset.name} was successfully updated` });
      await invalidateRegisterData(queryClient);
      onSuccess?.(asset);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to update asset: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
