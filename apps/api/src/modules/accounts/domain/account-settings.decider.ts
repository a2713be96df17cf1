import type { AccountSettingsUpdate } from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError } from '../../../shared/domain-error';
import type { AccountRegisterState } from './account-register.state';

/** Records the settings that differ from the current ones; nothing when none does. */
export function decideUpdateAccountSettings(
  command: { update: AccountSettingsUpdate; today: string; currentCurrency?: string; currentName?: string },
  state: AccountRegisterState,
): DomainEventData[] {
  const { trackedFrom, timeZone, currency, name } = command.update;
  if (trackedFrom !== undefined && trackedFrom > command.today)
    throw new DomainError(
      'invalid',
      'ACCOUNT.TRACKED_FROM_IN_FUTURE',
      'Tracked-from date cannot be in the future',
      [{ field: 'trackedFrom', message: 'Tracked-from date cannot be in the future' }],
    );
  const changed = {
    ...(trackedFrom !== undefined && trackedFrom !== state.trackedFrom ? { trackedFrom } : {}),
    ...(timeZone !== undefined && timeZone !== state.timeZone ? { timeZone } : {}),
    // The shown currency and name are not in the register's state (no rule depends on it): the read side's is compared.
    ...(currency !== undefined && currency !== command.currentCurrency ? { currency } : {}),
    ...(name !== undefined && name !== command.currentName ? { name } : {}),
  };
  if (Object.keys(changed).length === 0) return [];
  return [{ type: 'AccountSettingsUpdated', data: { accountId: state.accountId, ...changed } }];
}
