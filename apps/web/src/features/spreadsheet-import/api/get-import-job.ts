import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ImportJobView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';

export const importJobKeys = {
  all: ['import-jobs'] as const,
  detail: (jobId: string) => [...importJobKeys.all, jobId] as const,
};

const finished = (job: ImportJobView | undefined) => job?.status === 'done' || job?.status === 'failed';

/** `GET /api/import/jobs/{jobId}`, polled every half second until the job is done or failed. */
export const importJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: importJobKeys.detail(jobId),
    queryFn: () => apiClient.get<ImportJobView>(`/api/import/jobs/${encodeURIComponent(jobId)}`),
    refetchInterval: (query) => (finished(query.state.data) ? false : 500),
  });

export function useImportJob(jobId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...importJobQueryOptions(jobId ?? ''), enabled: jobId !== null });
  const done = finished(query.data);
  // Every register list is stale once the job has written its rows.
  useEffect(() => {
    if (done)
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== importJobKeys.all[0] });
  }, [done, queryClient]);
  return query;
}

export const importReportUrl = (jobId: string) => `/api/import/jobs/${encodeURIComponent(jobId)}/report`;
export const importTemplateUrl = (kind: string, format: 'csv' | 'xlsx') =>
  `/api/import/templates/${kind}?format=${format}`;
