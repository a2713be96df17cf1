import { useMutation } from '@tanstack/react-query';
import type { AuditExportFormat } from '@ledgerline/contracts';
import { ApiError, noticeSessionEnded } from '@/lib/api-client';
import { attachmentFileName, saveBlob } from '@/lib/download-export';
import { listSearch } from '@/lib/list-query';

/** `GET /api/audit/export`: the account's, or one entity's, verified trail, saved under the server's name. */
export async function downloadAuditExport(format: AuditExportFormat, entityId?: number): Promise<void> {
  const url = `/api/audit/export${listSearch({ format, entityId })}`;
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) {
    noticeSessionEnded(response.status, url);
    throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  }
  saveBlob(
    await response.blob(),
    attachmentFileName(response.headers.get('Content-Disposition'), `audit.${format}`),
  );
}

export function useDownloadAuditExport(entityId?: number) {
  return useMutation({ mutationFn: (format: AuditExportFormat) => downloadAuditExport(format, entityId) });
}
