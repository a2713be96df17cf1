import type { EntityLimitView } from '@ledgerline/contracts';

export type LimitNoun = 'entities' | 'assets' | 'relationships';

/** Spec 000 section 5 tooltips; assets and relationships use the same wording with their own noun. */
export function entityLimitTooltip(limit: EntityLimitView, noun: LimitNoun = 'entities'): string {
  return limit.hasReachedEntityLimit
    ? `You've reached your limit of ${limit.entityLimit} ${noun}. Upgrade your plan to add more.`
    : `You can create ${limit.remainingEntities} more ${noun} on your current plan.`;
}

interface LimitNouns {
  /** 'Relationship' in '{Type} Limit Reached'. */
  title: string;
  /** 'relationships' in 'your limit of {n} {type}s'. */
  plural: string;
}

export interface EntityKind extends LimitNouns {
  /** What the limit counts, when not this kind alone: companies, individuals and trusts count as entities. */
  counted?: LimitNouns;
}

const entities: LimitNouns = { title: 'Entity', plural: 'entities' };

export const entityKinds = {
  company: { title: 'Company', plural: 'companies', counted: entities },
  individual: { title: 'Individual', plural: 'individuals', counted: entities },
  trust: { title: 'Trust', plural: 'trusts', counted: entities },
} satisfies Record<string, EntityKind>;

/** Spec 001 section 8's '{Type} Limit Reached', named for what is counted. */
export const limitAlertTitle = (kind: EntityKind): string => `${(kind.counted ?? kind).title} Limit Reached`;

/**
 * Spec 001 section 8: the entity-limit alert text, one noun throughout as the spec's template has it: what is
 * counted (6 companies and 4 individuals are '10 entities (10/10 used)', and more entities need a larger plan).
 */
export function entityLimitAlertText(limit: EntityLimitView, kind: EntityKind): string {
  const n = limit.entityLimit;
  const counted = (kind.counted ?? kind).plural;
  return `You've reached your limit of ${n} ${counted} (${limit.totalEntities}/${n} used). To create more ${counted}, please upgrade your subscription plan.`;
}

/** Spec 001 section 8: 'Entity usage: {total}/{limit}' then '(limit reached)' or '({remaining} remaining)'. */
export function entityUsageText(limit: EntityLimitView): string {
  const suffix = limit.hasReachedEntityLimit ? '(limit reached)' : `(${limit.remainingEntities} remaining)`;
  return `Entity usage: ${limit.totalEntities}/${limit.entityLimit} ${suffix}`;
}
