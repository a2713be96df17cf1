import { useMutation } from '@tanstack/react-query';
import type { ImportKind } from '@ledgerline/contracts';
import { postSpreadsheet } from './upload-spreadsheet';

/** `POST /api/import/{kind}`: 202 with the job that applies the file in the background. */
export function useStartImport() {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) =>
      postSpreadsheet<{ jobId: string }>(`/api/import/${kind}`, file, () => undefined),
  });
}
