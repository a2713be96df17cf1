import type { IdentityEvent, IdentityLifecycleEvent } from '@ledgerline/events';
import type { DomainEventData, Evolver } from '../../../infrastructure/event-sourcing/decider';
import { DomainError } from '../../../shared/domain-error';

/** Stream `username-{name}`: who holds the name now; a released name can be claimed again. */
export interface UsernameState {
  holderUserId: number | null;
}

export const usernameClaim: Evolver<UsernameState> = {
  initialState: () => ({ holderUserId: null }),
  evolve(state, raw) {
    const event = raw as IdentityEvent | IdentityLifecycleEvent;
    if (event.type === 'UsernameClaimed') return { holderUserId: event.data.userId };
    if (event.type === 'UsernameReleased') return { holderUserId: null };
    return state;
  },
};

export const usernameTaken = (): DomainError =>
  new DomainError('conflict', 'USER.USERNAME_TAKEN', 'Username already exists', [
    { field: 'username', message: 'Username already exists' },
  ]);

export function decideClaimUsername(
  command: { username: string; userId: number; accountId: number },
  state: UsernameState,
): DomainEventData[] {
  if (state.holderUserId === command.userId) return [];
  if (state.holderUserId !== null) throw usernameTaken();
  return [{ type: 'UsernameClaimed', data: command }];
}

export function decideReleaseUsername(
  command: { username: string; userId: number },
  state: UsernameState,
): DomainEventData[] {
  if (state.holderUserId !== command.userId) return [];
  return [{ type: 'UsernameReleased', data: command }];
}
