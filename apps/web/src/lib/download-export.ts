import type { ExportFormat } from '@ledgerline/contracts';
import { accountTimeZone } from '@/lib/account-settings/account-time-zone';
import { ApiError, noticeSessionEnded } from '@/lib/api-client';
import { listSearch, type ListFilters } from '@/lib/list-query';

export type ServerExport = 'entities' | 'relationships' | 'assets';

/** The name the server gave in Content-Disposition (RFC 6266 `filename*` first), else a fallback. */
export function attachmentFileName(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET /api/export/{what}?format=&{the list's filters}: fetched rather than navigated to, so a 403 for a format
 * the plan lacks becomes an ApiError with the server's message instead of a page of JSON.
 */
export async function downloadServerExport(
  what: ServerExport,
  format: ExportFormat,
  filters: ListFilters = {},
): Promise<void> {
  // The account's zone, so the file shows days as the screens do.
  const search = listSearch({ ...filters, format, timeZone: accountTimeZone() });
  const url = `/api/export/${what}${search}`;
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) {
    noticeSessionEnded(response.status, url);
    const bodyText = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, bodyText);
  }
  const blob = await response.blob();
  saveBlob(blob, attachmentFileName(response.headers.get('Content-Disposition'), `${what}.${format}`));
}
