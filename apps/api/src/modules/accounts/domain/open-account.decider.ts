import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError } from '../../../shared/domain-error';
import type { AccountRegisterState } from './account-register.state';

export interface OpenAccount {
  accountId: number;
  ownerUserId: number;
}

/** Every account starts on the free plan (spec 000 section 9). */
export function decideOpenAccount(command: OpenAccount, state: AccountRegisterState): DomainEventData[] {
  if (state.accountId !== null) {
    throw new DomainError(
      'conflict',
      'ACCOUNT.ALREADY_OPENED',
      `Account ${command.accountId} is already open`,
    );
  }
  return [
    {
      type: 'AccountOpened',
      data: {
        accountId: command.accountId,
        ownerUserId: command.ownerUserId,
        tier: 'free',
        status: 'active',
      },
    },
  ];
}
