import { ApiError } from '@/lib/api-client';

export type ExportKind = 'entities' | 'relationships';

function fileNameFrom(disposition: string | null, kind: ExportKind): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : `${kind}.csv`;
}

/**
 * Reads the CSV first and then saves it from a blob, so a refused export (free tier: 403 JSON) becomes a
 * real error instead of the browser navigating to a JSON page.
 */
export async function downloadExport(kind: ExportKind): Promise<string> {
  const response = await fetch(`/api/export/${kind}?format=csv`, { credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  }
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), kind);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return fileName;
}
