import type { AccountRole, SubscriptionStatus, SubscriptionTier } from '@ledgerline/contracts';
import type { CollectionLayouts } from '@ledgerline/projections';
import { listIndexes } from '../../../shared/list-indexes';

/** Read model `users`: one document per user, found by id or by folded username at sign-in. */
export interface UserDocument {
  [key: string]: unknown;
  id: string;
  userId: number;
  accountId: number;
  username: string;
  /** foldedUsername(username) (docs/decisions/0075); named for the lower-casing it did before. */
  usernameLower: string;
  /** naturalSortKey(username). */
  usernameKey: string;
  email: string | null;
  fullName: string | null;
  passwordHash: string;
  role: 'admin' | 'user';
  /** The user's role in their account; 'owner' for whoever opened it by registering. */
  accountRole: AccountRole;
  /** When the user joined their current account (registered, or accepted an invitation). */
  accountJoinedAt: string;
  /** The account's plan, copied here so the admin list filters and pages users by it. */
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  /**
   * Always INSTALLATION: the admin list spans every account, so it is confined to the one installation
   * (an equality every query of that list starts with, and the scope of its word search).
   */
  installation: number;
  createdAt: string;
  updatedAt: string;
}

export const USERS = 'users';
/** Read model `user_account_plans`: each account's plan as the users projector last saw it. */
export const USER_ACCOUNT_PLANS = 'user_account_plans';
export const INSTALLATION = 1;
/**
 * Read model `former_users`: who a deleted user was (name and username, by id), so the audit trail and the
 * activity still say who made a change after the user is gone; no password, no e-mail.
 */
export const FORMER_USERS = 'former_users';

export interface FormerUserDocument {
  [key: string]: unknown;
  id: string;
  userId: number;
  /** The account they were in when deleted: its trail names them, and they go when it closes. */
  accountId: number;
  username: string;
  fullName: string | null;
  deletedAt: string;
}

/** The indexed fields behind each public sort of the admin users list (ties on the id). */
export const USER_SORT_FIELDS = {
  id: ['userId'],
  username: ['usernameKey'],
  createdAt: ['createdAt', 'userId'],
} as const;

/** Sign-in finds a user by name, the usage bar counts an account's users, admins page through all users. */
export const USER_LAYOUTS: CollectionLayouts = {
  [USERS]: {
    indexes: [
      ['usernameLower'],
      ['accountId'],
      ['role', 'userId'],
      ['userId'],
      ...listIndexes(['installation'], ['role', 'subscriptionTier', 'subscriptionStatus'], USER_SORT_FIELDS),
    ],
    search: { fields: ['username', 'email', 'fullName'], scope: 'installation' },
  },
  [FORMER_USERS]: { indexes: [['userId'], ['accountId']] },
};
