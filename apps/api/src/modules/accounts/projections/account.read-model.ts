import type { SubscriptionStatus, SubscriptionTier } from '@ledgerline/contracts';

/** Read model `accounts`: the tenant's plan. */
export interface AccountDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  ownerUserId: number;
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const ACCOUNTS = 'accounts';
