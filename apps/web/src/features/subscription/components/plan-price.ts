import { yearlyPrice, type Plan } from '@ledgerline/contracts';

export type Billing = 'monthly' | 'yearly';

/** 'Free', '$29/month' or, billed yearly, '$278/year' (monthly x 12 x 0.8, spec 000 section 9). */
export function formatPlanPrice(plan: Plan, billing: Billing = 'monthly'): string {
  if (plan.monthlyPrice === null) return 'Custom pricing';
  if (plan.monthlyPrice === 0) return 'Free';
  return billing === 'yearly'
    ? `$${yearlyPrice(plan.monthlyPrice).toLocaleString('en-US')}/year`
    : `$${plan.monthlyPrice.toLocaleString('en-US')}/month`;
}
