import type { AccountRole } from '@ledgerline/contracts';
import type { CollectionLayouts } from '@ledgerline/projections';

/** Read model `invitations`: the pending invitations of each account, found by account or by token hash. */
export const INVITATIONS = 'invitations';

export interface InvitationDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  email: string;
  role: AccountRole;
  tokenHash: string;
  invitedByUserId: number;
  createdAt: string;
  expiresAt: string;
}

export const INVITATION_LAYOUTS: CollectionLayouts = {
  [INVITATIONS]: { indexes: [['accountId', 'createdAt'], ['tokenHash']] },
};
