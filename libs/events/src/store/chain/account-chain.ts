import { GENESIS_HASH } from '../sqlite/event-hash-chain';

/** The account an event belongs to: its metadata's accountId ('' for an installation's own events). */
export const accountOfMetadata = (metadata: unknown): string => {
  const accountId = (metadata as { accountId?: unknown } | null)?.accountId;
  return accountId === undefined || accountId === null ? '' : String(accountId);
};

export interface AccountTail {
  sequence: number;
  hash: string;
}

export const EMPTY_ACCOUNT_TAIL: AccountTail = { sequence: 0, hash: GENESIS_HASH };
