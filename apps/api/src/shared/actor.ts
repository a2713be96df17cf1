import type { AccountRole } from '@ledgerline/contracts';

/** Who is acting, from the signed-in session; every command carries it into the event metadata. */
export interface Actor {
  userId: number;
  accountId: number;
  /** The installation's role (spec 000 /admin/users), not the role in the account. */
  role: 'admin' | 'user';
  /** The role in the account: what the actor may do with its records, members and plan. */
  accountRole: AccountRole;
  correlationId: string;
}
