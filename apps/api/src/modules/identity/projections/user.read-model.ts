import type { CollectionLayouts } from '@ledgerline/projections';

/** Read model `users`: one document per user, found by id or by lower-cased username at sign-in. */
export interface UserDocument {
  [key: string]: unknown;
  id: string;
  userId: number;
  accountId: number;
  username: string;
  usernameLower: string;
  email: string | null;
  fullName: string | null;
  passwordHash: string;
  role: 'admin' | 'user';
  createdAt: string;
  updatedAt: string;
}

export const USERS = 'users';

/** Sign-in finds a user by name, the usage bar counts an account's users, admins page through all users. */
export const USER_LAYOUTS: CollectionLayouts = {
  [USERS]: {
    indexes: [['usernameLower'], ['accountId'], ['role', 'userId'], ['userId']],
  },
};
