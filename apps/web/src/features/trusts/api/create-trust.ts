import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeEffectiveDate, createTrustSchema } from '@ledgerline/contracts';
import type { z } from 'zod';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';

/**
 * The create and edit forms share the trust schema (spec 001 section 5); an edit also says when the change took
 * effect.
 */
export const trustFormSchema = createTrustSchema.extend(changeEffectiveDate());
export type TrustFormInput = z.input<typeof trustFormSchema>;
export type TrustFormValues = z.output<typeof trustFormSchema>;
export type TrustFields = z.output<typeof createTrustSchema>;

export interface CreatedTrust {
  id: number;
  name: string;
}

export function createTrust(trust: TrustFields): Promise<CreatedTrust> {
  return apiClient.post<CreatedTrust>('/api/entities', trust);
}

export function useCreateTrust({ onSuccess }: { onSuccess?: (trust: CreatedTrust) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrust,
    onSuccess: async (trust) => {
      toast({ title: 'Trust created', description: `${trust.name} was successfully created` });
      await invalidateRegisterData(queryClient);
      onSuccess?.(trust);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to create trust: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
