import type { ApiTokenScope, SubscriptionTier } from '@ledgerline/contracts';
import type { ApiTokenEvent } from '@ledgerline/events';
import type { DomainEventData, Evolver } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import { hasApiAccess, noApiAccess } from './api-access';

/** Stream `api-token-{tokenId}`: one personal access token. */
export interface ApiTokenState {
  tokenId: string | null;
  accountId: number | null;
  userId: number | null;
  revoked: boolean;
}

export const apiTokenStream = (tokenId: string): string => `api-token-${tokenId}`;

export const apiToken: Evolver<ApiTokenState> = {
  initialState: () => ({ tokenId: null, accountId: null, userId: null, revoked: false }),
  evolve(state, raw) {
    const event = raw as ApiTokenEvent;
    if (event.type === 'ApiTokenCreated') {
      const { tokenId, accountId, userId } = event.data;
      return { tokenId, accountId, userId, revoked: false };
    }
    if (event.type === 'ApiTokenRevoked') return { ...state, revoked: true };
    return state;
  },
};

export interface CreateApiToken {
  tokenId: string;
  accountId: number;
  userId: number;
  tier: SubscriptionTier;
  name: string;
  scopes: ApiTokenScope[];
  expiresAt: string | null;
  tokenHash: string;
  prefix: string;
  /** The account's calendar day now. */
  today: string;
}

export function decideCreateApiToken(command: CreateApiToken, state: ApiTokenState): DomainEventData[] {
  if (!hasApiAccess(command.tier)) throw noApiAccess(command.tier);
  if (state.tokenId !== null)
    throw new DomainError('conflict', 'API_TOKEN.ID_TAKEN', 'This API token already exists');
  if (command.expiresAt !== null && command.expiresAt < command.today)
    throw new DomainError('invalid', 'API_TOKEN.EXPIRY_IN_PAST', 'Expiry cannot be in the past', [
      { field: 'expiresAt', message: 'Expiry cannot be in the past' },
    ]);
  const { tier: _tier, today: _today, ...data } = command;
  const scopes = (['read', 'write'] as const).filter((scope) => command.scopes.includes(scope));
  return [{ type: 'ApiTokenCreated', data: { ...data, scopes } }];
}

/** Only the token's own user revokes it; anyone else's token is a 404. Revoking twice records nothing. */
export function decideRevokeApiToken(
  command: { tokenId: string; accountId: number; userId: number },
  state: ApiTokenState,
): DomainEventData[] {
  if (state.tokenId === null || state.accountId !== command.accountId || state.userId !== command.userId)
    throw notFound('API token');
  if (state.revoked) return [];
  return [{ type: 'ApiTokenRevoked', data: command }];
}

/** A use of a live token; nothing for a revoked or unknown one. */
export function decideRecordApiTokenUse(
  command: { tokenId: string; usedAt: string },
  state: ApiTokenState,
): DomainEventData[] {
  if (state.tokenId === null || state.accountId === null || state.revoked) return [];
  return [{ type: 'ApiTokenUsed', data: { ...command, accountId: state.accountId } }];
}
