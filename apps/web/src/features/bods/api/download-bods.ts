import { useMutation } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage, noticeSessionEnded } from '@/lib/api-client';
import { attachmentFileName, saveBlob } from '@/lib/download-export';

/** The account's register (`/api/export/bods`) or one company's or trust's network (`/api/compliance/bods/{id}`). */
export const bodsExportUrl = (entityId?: number) =>
  entityId === undefined ? '/api/export/bods' : `/api/compliance/bods/${entityId}`;

export async function downloadBods(entityId?: number): Promise<void> {
  const url = bodsExportUrl(entityId);
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) {
    noticeSessionEnded(response.status, url);
    throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  }
  saveBlob(
    await response.blob(),
    attachmentFileName(response.headers.get('Content-Disposition'), 'bods.json'),
  );
}

export function useDownloadBods() {
  return useMutation({
    mutationFn: downloadBods,
    onSuccess: () => toast({ title: 'Download initiated', description: 'Your BODS 0.4 export has started.' }),
    onError: (error) =>
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' }),
  });
}
