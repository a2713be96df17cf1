import type { AccountRole } from '@ledgerline/contracts';
import type { IdentityEvent, IdentityLifecycleEvent, UserAccountChangedEvent } from '@ledgerline/events';
import type { DomainEventData, Evolver } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import { fieldChanges } from '../../../shared/field-changes';

/** Stream `user-{id}`. */
export interface UserAccountState {
  userId: number | null;
  accountId: number | null;
  username: string;
  email: string | null;
  fullName: string | null;
  role: 'admin' | 'user';
  /** The role the user joined their account with (a later change is on the account's stream). */
  accountRole: AccountRole;
  passwordHash: string;
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
    accountRole: 'owner',
    passwordHash: '',
    deleted: false,
  }),
  evolve(state, raw) {
    const event = raw as IdentityEvent | IdentityLifecycleEvent | UserAccountChangedEvent;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, accountId, username, email, fullName, role, passwordHash } = event.data;
        const accountRole = event.data.accountRole ?? 'owner';
        return { ...state, userId, accountId, username, email, fullName, role, accountRole, passwordHash };
      }
      case 'UserAccountChanged':
        return { ...state, accountId: event.data.accountId, accountRole: event.data.accountRole };
      case 'UserProfileChanged': {
        const next = { ...state } as Record<string, unknown>;
        for (const [field, change] of Object.entries(event.data.changes)) next[field] = change.to;
        return next as unknown as UserAccountState;
      }
      case 'UserRoleChanged':
        return { ...state, role: event.data.role };
      case 'UserPasswordChanged':
        return { ...state, passwordHash: event.data.passwordHash };
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

/** What the handler found out with the (slow, salted) hasher before deciding. */
export interface PasswordCheck {
  /** The hash the current password was checked against. */
  checkedHash: string;
  currentPasswordValid: boolean;
  newPasswordHash: string;
}

export const WRONG_CURRENT_PASSWORD = 'USER.WRONG_CURRENT_PASSWORD';

/**
 * A user changes their own password. A new password equal to the current one never gets here: the shared
 * request schema refuses it, naming `newPassword`. A check made against a hash that has changed since is
 * refused, so two concurrent changes cannot both pass with the same old password.
 */
export function decideChangePassword(check: PasswordCheck, state: UserAccountState): DomainEventData[] {
  const userId = live(state);
  if (check.checkedHash !== state.passwordHash)
    throw new DomainError(
      'conflict',
      'USER.PASSWORD_CHANGED_MEANWHILE',
      'Your password was changed meanwhile; please try again.',
    );
  if (!check.currentPasswordValid)
    throw new DomainError('invalid', WRONG_CURRENT_PASSWORD, 'The current password is not correct.', [
      { field: 'currentPassword', message: 'The current password is not correct.' },
    ]);
  return [{ type: 'UserPasswordChanged', data: { userId, passwordHash: check.newPasswordHash } }];
}

/** An installation administrator sets a user's password: no current password to check (spec 000's admin PATCH). */
export function decideSetPassword(passwordHash: string, state: UserAccountState): DomainEventData[] {
  const userId = live(state);
  return [{ type: 'UserPasswordChanged', data: { userId, passwordHash } }];
}
