import { PLANS, type SubscriptionTier } from '@ledgerline/contracts';
import { DomainError } from '../../../shared/domain-error';

/** The plans that sell API access, by name ("Professional and Enterprise"). */
export function plansWithApiAccess(): string {
  const names = Object.values(PLANS)
    .filter((plan) => plan.features.allowApiAccess)
    .map((plan) => plan.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'no');
}

export const hasApiAccess = (tier: SubscriptionTier): boolean => PLANS[tier].features.allowApiAccess;

/** 403 naming the account's plan and the plans that include API access. */
export const noApiAccess = (tier: SubscriptionTier): DomainError =>
  new DomainError(
    'forbidden',
    'API_TOKEN.PLAN_WITHOUT_API_ACCESS',
    `API access is not included in the ${PLANS[tier].name} plan; the ${plansWithApiAccess()} plans include it.`,
  );
