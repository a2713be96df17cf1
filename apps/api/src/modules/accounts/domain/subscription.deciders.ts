import type { SubscriptionStatus, SubscriptionTier } from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { notFound } from '../../../shared/domain-error';
import type { AccountRegisterState } from './account-register.state';

export interface ChangeSubscription {
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  /** Keep the current expiry when undefined. */
  expiresAt?: string | null;
}

/** A downgrade below current usage only blocks new records; nothing is deleted (issue 5). */
export function decideChangeSubscription(
  command: ChangeSubscription,
  state: AccountRegisterState,
): DomainEventData[] {
  if (state.accountId === null) throw notFound('Account');
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
