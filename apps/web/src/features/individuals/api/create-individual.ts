import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createIndividualSchema, type IndividualDetailsView } from '@ledgerline/contracts';
import type { z } from 'zod';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';

export { createIndividualSchema };
export type CreateIndividualInput = z.input<typeof createIndividualSchema>;
export type CreateIndividualValues = z.output<typeof createIndividualSchema>;

export interface CreatedIndividual {
  id: number;
  name: string;
}

/** Spec 001 section 7: POST /api/entities, then POST /api/individual-details with the new id. */
export async function createIndividual(values: CreateIndividualValues): Promise<CreatedIndividual> {
  const { dateOfBirth, nationality, position, department, ...entity } = values;
  const created = await apiClient.post<CreatedIndividual>('/api/entities', entity);
  await apiClient.post<IndividualDetailsView>('/api/individual-details', {
    entityId: created.id,
    dateOfBirth,
    nationality,
    position,
    department,
  });
  return created;
}

export function useCreateIndividual({
  onSuccess,
}: { onSuccess?: (individual: CreatedIndividual) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIndividual,
    onSuccess: async (individual) => {
      toast({ title: 'Individual created', description: `${individual.name} was successfully created` });
      await invalidateRegisterData(queryClient);
      onSuccess?.(individual);
    },
    onError: async (error) => {
      toast({
        title: 'Error',
        description: `Failed to create individual: ${errorMessage(error)}`,
        variant: 'destructive',
      });
      // The entity may exist even when its details failed.
      await invalidateRegisterData(queryClient);
    },
  });
}
