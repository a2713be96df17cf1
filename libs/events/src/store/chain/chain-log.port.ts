import type { RecordedEvent } from '../event-envelope';

/** One link of the log's chain, with the event it covers as stored (encrypted fields stay encrypted). */
export interface ChainLink {
  event: RecordedEvent;
  /** Digest of the stored event (eventDigest). */
  digest: string;
  /** The chain's hash before this link. */
  previousHash: string;
  /** The chain's hash after this link: linkHash(previousHash, digest), or a v1 hash on a legacy row. */
  hash: string;
  /** A v1 link (written before chain v2): provable from the event's content only, not from its digest. */
  legacy: boolean;
}

export interface ChainHead {
  position: bigint;
  hash: string;
}

/** The head of one account's chain: its last link, numbered from 1 within the account. */
export interface AccountChainHead {
  accountId: string;
  position: bigint;
  sequence: number;
  hash: string;
}

/** One link of an account's chain (docs/decisions/0046): the same digest, linked to the account's last link. */
export interface AccountChainLink {
  event: RecordedEvent;
  digest: string;
  sequence: number;
  previousHash: string;
  hash: string;
}

/**
 * The tamper-evident log as an auditor sees it: one chain over every event of every account, in log order.
 * The SQLite log stores its links; on KurrentDB the links are folded at read time over the per-stream chains
 * each event carries in its metadata (docs/decisions/0031).
 */
export interface ChainLog {
  /** The last link, or null while the log is empty. */
  head(): Promise<ChainHead | null>;
  /** Links strictly after `after` (from the start without it), in log order. */
  links(options: { after?: bigint; maxCount: number }): Promise<ChainLink[]>;
  /** The last link of one account's chain, or null while the account has no event. */
  accountHead(accountId: string): Promise<AccountChainHead | null>;
  /** One account's links strictly after log position `after`, in log order. */
  accountLinks(accountId: string, options: { after?: bigint; maxCount: number }): Promise<AccountChainLink[]>;
  /** The head of every account with a link after log position `after` (the schedule's accounts to anchor). */
  accountHeadsAfter(after: bigint): Promise<AccountChainHead[]>;
  close(): Promise<void>;
}

export const CHAIN_LOG = Symbol('CHAIN_LOG');
