import { createHash, randomBytes } from 'node:crypto';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';

/** 256 random bits, URL-safe; only its SHA-256 is stored, so a leaked read model reveals no feed URL. */
export const newFeedToken = (): string => randomBytes(32).toString('base64url');
export const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Issuing replaces the account's token before it (rotation): the old URL answers 404 from then on. */
export function decideIssueFeedToken(
  command: { tokenHash: string },
  state: AccountRegisterState,
): DomainEventData[] {
  return [
    { type: 'CalendarFeedTokenIssued', data: { accountId: state.accountId, tokenHash: command.tokenHash } },
  ];
}

export function decideRevokeFeedToken(
  command: { active: boolean },
  state: AccountRegisterState,
): DomainEventData[] {
  if (!command.active) return [];
  return [{ type: 'CalendarFeedTokenRevoked', data: { accountId: state.accountId } }];
}
