import type { SubscriptionStatus, SubscriptionTier } from '@ledgerline/contracts';

/** Read model `accounts`: the tenant's plan and account-wide settings. */
export interface AccountDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  ownerUserId: number;
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  expiresAt: string | null;
  /** Set once the owner chooses a tracked-from day; the opening day (`createdAt`) otherwise. */
  trackedFrom?: string | null;
  /** Set once the owner chooses a zone for the account's days; the installation's zone otherwise. */
  timeZone?: string | null;
  /** Set once the owner chooses the currency money is shown in; rand (ZAR) otherwise. */
  currency?: string | null;
  /** Set once the owner names the account; '<owner> (account)' otherwise (docs/decisions/0077). */
  name?: string | null;
  createdAt: string;
  updatedAt: string;
}

export const ACCOUNTS = 'accounts';
