import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilingRequirementView, UpdateFilingRequest } from '@ledgerline/contracts';
import { complianceKeys } from '@/lib/compliance-keys';
import { updateFiling } from '@/lib/filings/update-filing';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';

const FILINGS = '/api/compliance/filing-requirements';

export const reopenFiling = (id: number) => apiClient.post<FilingRequirementView>(`${FILINGS}/${id}/reopen`);
export const deleteFiling = (id: number) => apiClient.delete<{ message: string }>(`${FILINGS}/${id}`);

export interface MarkFiledResult {
  id: number;
  outcome: 'submitted' | 'already_submitted' | 'not_found' | 'refused';
  message?: string;
}
export const markFiled = (ids: number[], submissionDate: string | null) =>
  apiClient.post<{ results: MarkFiledResult[] }>(`${FILINGS}/mark-filed`, { ids, submissionDate });

const failed = (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

/** After any change: every compliance read (the deadlines, a company's filings tab) and the grid's pages. */
function useRefresh(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    onChanged?.();
  };
}

/** Undo of "mark submitted": the server reopens the filing (FilingReopened). */
export function useReopenFiling(onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({
    mutationFn: reopenFiling,
    onSuccess: async () => {
      toast({ title: 'Filing reopened' });
      await refresh();
    },
    onError: failed,
  });
}

/** Mark submitted, with Undo in the toast (Radix's default 5 seconds). */
export function useMarkSubmittedWithUndo(onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  const reopen = useReopenFiling(onChanged);
  return useMutation({
    mutationFn: (id: number) => updateFiling(id, { status: 'submitted' }),
    onSuccess: async (filing) => {
      toast({
        title: 'Filing marked as submitted',
        action: {
          label: 'Undo',
          altText: 'Undo: reopen the filing from its row in the Deadlines list',
          onClick: () => reopen.mutate(filing.id),
        },
      });
      await refresh();
    },
    onError: failed,
  });
}

export function useEditFiling(onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateFilingRequest }) => updateFiling(id, changes),
    onSuccess: async () => {
      toast({ title: 'Filing requirement updated' });
      await refresh();
    },
  });
}

export function useDeleteFiling(onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({
    mutationFn: deleteFiling,
    onSuccess: async () => {
      toast({ title: 'Filing requirement deleted' });
      await refresh();
    },
    onError: failed,
  });
}

export function useMarkFiled(onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({
    mutationFn: ({ ids, submissionDate }: { ids: number[]; submissionDate: string | null }) =>
      markFiled(ids, submissionDate),
    onSuccess: async () => refresh(),
    onError: failed,
  });
}
