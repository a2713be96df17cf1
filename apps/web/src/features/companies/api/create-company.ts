import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCompanySchema, type CompanyFields } from '@ledgerline/contracts';
import type { z } from 'zod';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidateRegisterData } from '@/lib/invalidate-register-data';
import { toast } from '@/hooks/use-toast';
import { companiesListKey } from './get-companies';

export { createCompanySchema };
export type CreateCompanyInput = z.input<typeof createCompanySchema>;
export type CreateCompanyValues = z.output<typeof createCompanySchema>;

export interface CreatedCompany {
  id: number;
  name: string;
}

export function createCompany(company: CompanyFields & { type: 'company' }): Promise<CreatedCompany> {
  return apiClient.post<CreatedCompany>('/api/entities', company);
}

/** After a create the entity lists, the entity limit, relationships, assets and the dashboard are refreshed. */
export function useCreateCompany({ onSuccess }: { onSuccess?: (company: CreatedCompany) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: async (company) => {
      toast({ title: 'Company created', description: `${company.name} was successfully created` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companiesListKey }),
        invalidateRegisterData(queryClient),
      ]);
      onSuccess?.(company);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to create company: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
