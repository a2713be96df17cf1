import { type ExportFormat, localDay, PLANS, type SubscriptionTier } from '@ledgerline/contracts';
import { DomainError } from '../../shared/domain-error';

/** Spec 000 section 9: CSV and PDF from Basic, JSON from Standard; the free tier sees the upgrade prompt. */
export function checkExportAllowed(tier: SubscriptionTier, format: ExportFormat): void {
  const plan = PLANS[tier];
  if (plan.exportFormats.length === 0)
    throw new DomainError(
      'forbidden',
      'EXPORT.NOT_ON_PLAN',
      'Data exports are available on the Basic plan and above. Upgrade your plan to export data.',
    );
  if (!plan.exportFormats.includes(format))
    throw new DomainError(
      'forbidden',
      'EXPORT.FORMAT_NOT_ON_PLAN',
      `${format.toUpperCase()} exports are available on the Standard plan and above. Upgrade your plan to export ${format.toUpperCase()}.`,
    );
}

/** Named for the reader's day (`timeZone`), so an export at 01:00 SAST carries that day, not yesterday's. */
export const exportFileName = (what: string, format: ExportFormat, now: Date, timeZone: string): string =>
  `ledgerline-${what}-${localDay(now, timeZone)}.${format}`;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  pdf: 'application/pdf',
};
export const contentTypeOf = (format: ExportFormat): string => CONTENT_TYPES[format];
