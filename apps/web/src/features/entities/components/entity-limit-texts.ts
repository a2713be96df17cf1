import type { EntityLimitView } from '@ledgerline/contracts';

export type LimitNoun = 'entities' | 'assets' | 'relationships';

/** Spec 000 section 5 tooltips; assets and relationships use the same wording with their own noun. */
export function entityLimitTooltip(limit: EntityLimitView, noun: LimitNoun = 'entities'): string {
  return limit.hasReachedEntityLimit
    ? `You've reached your limit of ${limit.entityLimit} ${noun}. Upgrade your plan to add more.`
    : `You can create ${limit.remainingEntities} more ${noun} on your current plan.`;
}

export interface EntityKind {
  /** 'Company' in '{Type} Limit Reached'. */
  title: string;
  /** 'companies' in 'your limit of {n} {type}s'. */
  plural: string;
}

export const entityKinds = {
  company: { title: 'Company', plural: 'companies' },
  individual: { title: 'Individual', plural: 'individuals' },
  trust: { title: 'Trust', plural: 'trusts' },
} satisfies Record<string, EntityKind>;

/** Spec 001 section 8: the entity-limit alert text. */
export function entityLimitAlertText(limit: EntityLimitView, kind: EntityKind): string {
  const n = limit.entityLimit;
  return `You've reached your limit of ${n} ${kind.plural} (${limit.totalEntities}/${n} used). To create more ${kind.plural}, please upgrade your subscription plan.`;
}

/** Spec 001 section 8: 'Entity usage: {total}/{limit}' then '(limit reached)' or '({remaining} remaining)'. */
export function entityUsageText(limit: EntityLimitView): string {
  const suffix = limit.hasReachedEntityLimit ? '(limit reached)' : `(${limit.remainingEntities} remaining)`;
  return `Entity usage: ${limit.totalEntities}/${limit.entityLimit} ${suffix}`;
}
