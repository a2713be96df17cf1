import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalogue/event-definition';

const id = z.number().int();
const tokenId = z.string().min(1);

/**
 * Stream `api-token-{tokenId}`: a personal access token of one user in one account.
 * Only the SHA-256 hash of the secret is recorded; `prefix` is the start of the token, to recognise it.
 */
export const ApiTokenCreated = defineEvent(
  'ApiTokenCreated',
  z.object({
    tokenId,
    accountId: id,
    userId: id,
    name: z.string(),
    scopes: z.array(z.enum(['read', 'write'])),
    /** The last calendar day the token works (in the account's zone), or null for no expiry. */
    expiresAt: z.string().nullable(),
    tokenHash: z.string(),
    prefix: z.string(),
  }),
);

export const ApiTokenRevoked = defineEvent(
  'ApiTokenRevoked',
  z.object({ tokenId, accountId: id, userId: id }),
);

/** Recorded at most once a minute per token and process (docs/decisions/0040), so `lastUsedAt` stays cheap. */
export const ApiTokenUsed = defineEvent(
  'ApiTokenUsed',
  z.object({ tokenId, accountId: id, usedAt: z.string() }),
);

export const apiTokenEvents = [ApiTokenCreated, ApiTokenRevoked, ApiTokenUsed];
export type ApiTokenEvent = EventOf<(typeof apiTokenEvents)[number]>;
