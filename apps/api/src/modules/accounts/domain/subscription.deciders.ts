import { PLANS, type SubscriptionStatus, type SubscriptionTier } from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import type { AccountRegisterState } from './account-register.state';

export interface ChangeSubscription {
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  /** Keep the current expiry when undefined. */
  expiresAt?: string | null;
}

const NOUNS = { member: 'members', user: 'users', entity: 'entities' } as const;
const plural = (count: number, noun: keyof typeof NOUNS) => `${count} ${count === 1 ? noun : NOUNS[noun]}`;

/**
 * A plan with fewer seats or entities than the account holds is refused, naming what to remove first
 * (docs/decisions/0038); other records above a cap only block new ones.
 */
function refuseDowngradeBelowUsage(tier: SubscriptionTier, state: AccountRegisterState): void {
  if (tier === state.tier) return;
  const plan = PLANS[tier];
  const excess: string[] = [];
  if (state.members.size > plan.userLimit)
    excess.push(`remove ${plural(state.members.size - plan.userLimit, 'member')}`);
  if (state.entities.size > plan.entityLimit)
    excess.push(`delete ${plural(state.entities.size - plan.entityLimit, 'entity')}`);
  if (!excess.length) return;
  throw new DomainError(
    'conflict',
    'PLAN.DOWNGRADE_BELOW_USAGE',
    `The ${plan.name} plan allows ${plural(plan.userLimit, 'user')} and ${plural(plan.entityLimit, 'entity')}; ` +
      `this account has ${plural(state.members.size, 'member')} and ${plural(state.entities.size, 'entity')}. ` +
      `First ${excess.join(' and ')}.`,
  );
}

export function decideChangeSubscription(
  command: ChangeSubscription,
  state: AccountRegisterState,
): DomainEventData[] {
  if (state.accountId === null) throw notFound('Account');
  refuseDowngradeBelowUsage(command.tier, state);
  const expiresAt = command.expiresAt === undefined ? state.expiresAt : command.expiresAt;
  if (state.tier === command.tier && state.status === command.status && state.expiresAt === expiresAt)
    return [];
  return [
    {
      type: 'SubscriptionChanged',
      data: { accountId: state.accountId, tier: command.tier, status: command.status, expiresAt },
    },
  ];
}

export function decideCloseAccount(
  command: { closedByUserId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  if (state.accountId === null) throw notFound('Account');
  return [
    { type: 'AccountClosed', data: { accountId: state.accountId, closedByUserId: command.closedByUserId } },
  ];
}
