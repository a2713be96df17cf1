import { useMutation } from '@tanstack/react-query';
import { type AuditVerifyResult, auditVerifyResultSchema } from '@ledgerline/contracts';
import { ApiError, noticeSessionEnded } from '@/lib/api-client';

/** `POST /api/audit/verify`: the chosen export file as an upload, checked against the published keys. */
export async function verifyAuditExport(file: File): Promise<AuditVerifyResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const url = '/api/audit/verify';
  const response = await fetch(url, { method: 'POST', body, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) {
    noticeSessionEnded(response.status, url);
    throw new ApiError(response.status, response.statusText, text);
  }
  return auditVerifyResultSchema.parse(JSON.parse(text));
}

export function useVerifyAuditExport() {
  return useMutation({ mutationFn: verifyAuditExport });
}
