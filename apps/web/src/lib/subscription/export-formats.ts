import { PLANS, type ExportFormat, type Plan, type SubscriptionView } from '@ledgerline/contracts';

/** The formats the current plan may export; none on the free tier (spec 000 section 6). */
export function allowedExportFormats(subscription: SubscriptionView): readonly ExportFormat[] {
  return subscription.features.allowExports ? PLANS[subscription.tier].exportFormats : [];
}

/** The cheapest self-service plan that exports a format, to name in a hint. */
export function planNeededFor(format: ExportFormat): Plan | undefined {
  return Object.values(PLANS).find((plan) => plan.selfService && plan.exportFormats.includes(format));
}
