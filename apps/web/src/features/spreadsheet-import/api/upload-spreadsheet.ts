import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ImportKind, SpreadsheetImportReport } from '@ledgerline/contracts';
import { postFileWithProgress } from '@/lib/post-file-with-progress';

/** The server's limit for an uploaded spreadsheet. */
export const MAX_SPREADSHEET_BYTES = 10 * 1024 * 1024;

export const spreadsheetFileSchema = z.custom<File | undefined>().superRefine((file, ctx) => {
  if (!file) ctx.addIssue({ code: 'custom', message: 'Choose a CSV or Excel (.xlsx) file' });
  else if (file.size > MAX_SPREADSHEET_BYTES)
    ctx.addIssue({ code: 'custom', message: 'The file is larger than the 10 MB limit.' });
});

export const postSpreadsheet = postFileWithProgress;

/** `POST /api/import/{kind}?dryRun=true`: every row classified, nothing written. */
export function useSpreadsheetDryRun() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => {
      setProgress(0);
      return postSpreadsheet<SpreadsheetImportReport>(`/api/import/${kind}?dryRun=true`, file, setProgress);
    },
  });
  return { ...mutation, progress };
}
