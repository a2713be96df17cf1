import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { BodsImportResult } from '@ledgerline/contracts';
import { postFileWithProgress } from '@/lib/post-file-with-progress';

/** The server's limit for an uploaded BODS file (a JSON body is limited to 1 MiB, so files go as uploads). */
export const MAX_BODS_FILE_BYTES = 10 * 1024 * 1024;

export const bodsFileSchema = z.custom<File | undefined>().superRefine((file, ctx) => {
  if (!file) ctx.addIssue({ code: 'custom', message: 'Choose a BODS 0.4 JSON file' });
  else if (file.size > MAX_BODS_FILE_BYTES)
    ctx.addIssue({ code: 'custom', message: 'The file is larger than the 10 MB limit.' });
});

const postBods = (file: File, dryRun: boolean, onProgress: (percent: number) => void) =>
  postFileWithProgress<BodsImportResult>(`/api/import/bods${dryRun ? '?dryRun=true' : ''}`, file, onProgress);

/** `POST /api/import/bods`: the preview (`dryRun`), or the import, after which every register list is stale. */
export function useImportBods() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      setProgress(0);
      return postBods(file, dryRun, setProgress);
    },
    onSuccess: async (result) => {
      if (result.applied) await queryClient.invalidateQueries();
    },
  });
  return { ...mutation, progress };
}
