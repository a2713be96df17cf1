import { PLANS, type ExportFormat, type Plan, type SubscriptionView } from '@ledgerline/contracts';

/** The formats the current plan may export; none on the free tier (spec 000 section 6). */
export function allowedExportFormats(subscription: SubscriptionView): readonly ExportFormat[] {
  return subscription.features.allowExports ? PLANS[subscription.tier].exportFormats : [];
}

/** The cheapest self-service plan that exports a format, to name in a hint. */
export function planNeededFor(format: ExportFormat): Plan | undefined {
  return Object.values(PLANS).find((plan) => plan.selfService && plan.exportFormats.includes(format));
}

/** 'CSV', 'CSV or PDF', 'CSV, PDF or JSON': the formats in a sentence. */
export function exportFormatsText(formats: readonly ExportFormat[]): string {
  const names = formats.map((format) => format.toUpperCase());
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
