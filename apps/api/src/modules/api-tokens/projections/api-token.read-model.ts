import type { ApiTokenScope, ApiTokenView } from '@ledgerline/contracts';
import type { CollectionLayouts } from '@ledgerline/projections';

/** Read model `api_tokens`: one document per token, found by the SHA-256 hash of its secret. */
export interface ApiTokenDocument {
  [key: string]: unknown;
  id: string;
  tokenId: string;
  accountId: number;
  userId: number;
  name: string;
  scopes: ApiTokenScope[];
  tokenHash: string;
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  /** Kept after revocation so a revoked token is told so (401) rather than "unknown". */
  revokedAt: string | null;
}

export const API_TOKENS = 'api_tokens';

export const API_TOKEN_LAYOUTS: CollectionLayouts = {
  [API_TOKENS]: { indexes: [['tokenHash'], ['accountId', 'userId', 'createdAt']] },
};

export const toApiTokenView = (document: ApiTokenDocument): ApiTokenView => ({
  id: document.tokenId,
  name: document.name,
  scopes: document.scopes,
  createdAt: document.createdAt,
  expiresAt: document.expiresAt,
  lastUsedAt: document.lastUsedAt,
  prefix: document.prefix,
});
