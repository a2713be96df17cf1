import type { AccountRole } from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { notFound } from '../../../shared/domain-error';
import type { UserAccountState } from '../../identity/domain/user-account.decider';

/** The user's own stream follows them into another account (joined, or left for a fresh one of their own). */
export function decideChangeUserAccount(
  command: { accountId: number; accountRole: AccountRole },
  state: UserAccountState,
): DomainEventData[] {
  if (state.userId === null || state.accountId === null || state.deleted) throw notFound('User');
  if (state.accountId === command.accountId && state.accountRole === command.accountRole) return [];
  return [
    {
      type: 'UserAccountChanged',
      data: {
        userId: state.userId,
        accountId: command.accountId,
        previousAccountId: state.accountId,
        accountRole: command.accountRole,
      },
    },
  ];
}
