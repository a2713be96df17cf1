import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ImportKind, SpreadsheetImportReport } from '@ledgerline/contracts';
import { ApiError, noticeSessionEnded } from '@/lib/api-client';

/** The server's limit for an uploaded spreadsheet. */
export const MAX_SPREADSHEET_BYTES = 10 * 1024 * 1024;

export const spreadsheetFileSchema = z.custom<File | undefined>().superRefine((file, ctx) => {
  if (!file) ctx.addIssue({ code: 'custom', message: 'Choose a CSV or Excel (.xlsx) file' });
  else if (file.size > MAX_SPREADSHEET_BYTES)
    ctx.addIssue({ code: 'custom', message: 'The file is larger than the 10 MB limit.' });
});

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
export function postSpreadsheet<T>(url: string, file: File, onProgress: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as T);
      else {
        noticeSessionEnded(xhr.status, url);
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed: network error'));
    xhr.send(body);
  });
}

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
