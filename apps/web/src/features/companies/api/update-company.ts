import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeEffectiveDate,
  createCompanySchema,
  optionalEmail,
  type EntityView,
} from '@ledgerline/contracts';
import type { z } from 'zod';
import { toast } from '@/hooks/use-toast';
import { apiClient } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';

/**
 * The edit form: every company field, with the edit form's email message (spec 001 section 5), and when the
 * change took effect.
 */
export const editCompanyFormSchema = createCompanySchema.extend({
  email: optionalEmail('Please enter a valid email'),
  ...changeEffectiveDate(),
});
export type EditCompanyInput = z.input<typeof editCompanyFormSchema>;
export type EditCompanyValues = z.output<typeof editCompanyFormSchema>;

export function updateCompany({
  companyId,
  company,
  version,
}: {
  companyId: number;
  company: Partial<EditCompanyValues>;
  /** The record's version when the form opened (docs/decisions/0068). */
  version?: string | null;
}) {
  return apiClient.patch<EntityView>(`/api/entities/${companyId}`, company, version);
}

export function useUpdateCompany({ onSuccess }: { onSuccess?: (company: EntityView) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (company) => {
      toast({ title: 'Company updated' });
      await invalidateRegisterData(queryClient);
      onSuccess?.(company);
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to update company', variant: 'destructive' });
    },
  });
}
