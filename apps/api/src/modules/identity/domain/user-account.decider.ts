import type { IdentityEvent, IdentityLifecycleEvent } from '@ledgerline/events';
import type { DomainEventData, Evolver } from '../../../infrastructure/event-sourcing/decider';
import { notFound } from '../../../shared/domain-error';
import { fieldChanges } from '../../../shared/field-changes';

/** Stream `user-{id}`. */
export interface UserAccountState {
  userId: number | null;
  accountId: number | null;
  username: string;
  email: string | null;
  fullName: string | null;
  role: 'admin' | 'user';
  deleted: boolean;
}

export const userAccount: Evolver<UserAccountState> = {
  initialState: () => ({
    userId: null,
    accountId: null,
    username: '',
    email: null,
    fullName: null,
    role: 'user',
    deleted: false,
  }),
  evolve(state, raw) {
    const event = raw as IdentityEvent | IdentityLifecycleEvent;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, accountId, username, email, fullName, role } = event.data;
        return { ...state, userId, accountId, username, email, fullName, role };
      }
      case 'UserProfileChanged': {
        const next = { ...state } as Record<string, unknown>;
        for (const [field, change] of Object.entries(event.data.changes)) next[field] = change.to;
        return next as unknown as UserAccountState;
      }
      case 'UserRoleChanged':
        return { ...state, role: event.data.role };
      case 'UserDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
};

const live = (state: UserAccountState): number => {
  if (state.userId === null || state.deleted) throw notFound('User');
  return state.userId;
};

export function decideChangeUserProfile(
  patch: { username?: string; email?: string | null; fullName?: string | null },
  state: UserAccountState,
): DomainEventData[] {
  const userId = live(state);
  const changes = fieldChanges(state as unknown as Record<string, unknown>, patch);
  return Object.keys(changes).length ? [{ type: 'UserProfileChanged', data: { userId, changes } }] : [];
}

export function decideChangeRole(role: 'admin' | 'user', state: UserAccountState): DomainEventData[] {
  const userId = live(state);
  return state.role === role ? [] : [{ type: 'UserRoleChanged', data: { userId, role } }];
}

export function decideDeleteUser(state: UserAccountState): DomainEventData[] {
  const userId = live(state);
  return [{ type: 'UserDeleted', data: { userId, accountId: state.accountId, username: state.username } }];
}
