import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentView, VALIDATION_STATUSES } from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { complianceKeys } from '@/lib/compliance-keys';

export type ValidationStatus = (typeof VALIDATION_STATUSES)[number];

const failed = (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

export function useSetDocumentValidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      validationStatus,
      validationNotes,
    }: {
      id: number;
      validationStatus: ValidationStatus;
      /** Why a document is rejected (required with `invalid`). */
      validationNotes?: string;
    }) =>
      apiClient.patch<DocumentView>(`/api/compliance/files/${id}`, {
        validationStatus,
        ...(validationNotes === undefined ? {} : { validationNotes }),
      }),
    onSuccess: async () => {
      toast({ title: 'Document updated' });
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
    onError: failed,
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<{ message: string }>(`/api/compliance/files/${id}`),
    onSuccess: async () => {
      toast({ title: 'Document deleted' });
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
    onError: failed,
  });
}
