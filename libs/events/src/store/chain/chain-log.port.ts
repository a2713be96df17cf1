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
  close(): Promise<void>;
}

export const CHAIN_LOG = Symbol('CHAIN_LOG');
