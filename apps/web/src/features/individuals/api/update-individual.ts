import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeEffectiveDate,
  individualDetailsFieldsSchema,
  individualFieldsSchema,
  type EntityView,
} from '@ledgerline/contracts';
import { z } from 'zod';
import { toast } from '@/hooks/use-toast';
import { apiClient } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';

/**
 * Spec 001 'Individual edit': entity fields (country and status too) plus the identity and role details
 * (position, department); idType is sa_id, passport or other; and when the change took effect.
 */
export const editIndividualFormSchema = individualFieldsSchema
  .pick({ name: true, email: true, phone: true, address: true, country: true, status: true, notes: true })
  .extend({
    ...individualDetailsFieldsSchema.pick({
      dateOfBirth: true,
      idNumber: true,
      nationality: true,
      occupation: true,
      position: true,
      department: true,
    }).shape,
    idType: z
      .union([z.enum(['sa_id', 'passport', 'other']), z.literal('')], {
        message: 'ID type must be one of sa_id, passport or other',
      })
      .nullish()
      .transform((value) => (value ? value : null)),
    ...changeEffectiveDate(),
  });
export type EditIndividualInput = z.input<typeof editIndividualFormSchema>;
export type EditIndividualValues = z.output<typeof editIndividualFormSchema>;

/** Which of the two calls failed decides the toast (spec 001 section 8). */
class DetailsUpdateError extends Error {}

interface UpdateIndividualArgs {
  individualId: number;
  hasDetails: boolean;
  /** The changed fields: what is left out stays as stored (a stored foreign_id type the form cannot show too). */
  values: Partial<EditIndividualValues>;
  /** The record's version when the form opened (docs/decisions/0068). */
  version?: string | null;
}

export async function updateIndividual({ individualId, hasDetails, values, version }: UpdateIndividualArgs) {
  // The day the edit took effect goes with both calls, so each recorded change carries it.
  const { name, email, phone, address, country, status, notes, effectiveDate, ...details } = values;
  const entity = await apiClient.patch<EntityView>(
    `/api/entities/${individualId}`,
    { name, email, phone, address, country, status, notes, type: 'individual', effectiveDate },
    version,
  );
  const body = { entityId: individualId, ...details, effectiveDate };
  const url = `/api/entities/${individualId}/details`;
  try {
    await (hasDetails ? apiClient.patch(url, body, version) : apiClient.post(url, body));
  } catch (error) {
    // The API's answer rides along as the cause, so the form can still put its field errors in place.
    throw new DetailsUpdateError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  return entity;
}

export function useUpdateIndividual({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIndividual,
    onSuccess: async () => {
      toast({ title: 'Individual updated' });
      await invalidateRegisterData(queryClient);
      onSuccess?.();
    },
    onError: async (error) => {
      const details = error instanceof DetailsUpdateError;
      toast({
        title: 'Error',
        description: details ? 'Failed to update individual details' : 'Failed to update individual',
        variant: 'destructive',
      });
      if (details) await invalidateRegisterData(queryClient);
    },
  });
}
