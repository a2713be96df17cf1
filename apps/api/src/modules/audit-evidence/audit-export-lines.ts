import type { AuditPublicKey } from './keys/audit-public-key';
import type { ChainAnchor } from './anchors/anchor';

export const EXPORT_FORMAT = 'ledgerline-audit-export' as const;

/** What the export covers; the first line. */
export interface HeaderLine {
  kind: 'header';
  format: typeof EXPORT_FORMAT;
  /** 1: the log's chain (before 0046); 2: the account's chain, entries numbered by `sequence`. */
  version: 1 | 2;
  chain?: 'account';
  accountId: number;
  entityId: number | null;
  from: string | null;
  to: string | null;
  generatedAt: string;
  /** The log numbers its entries without gaps (SQLite): a gap is a missing entry. */
  contiguous: boolean;
}

/**
 * What the export holds, signed when it was made: its scope and which positions it shows in full, so a change
 * turned into a digest-only line (withheld) or a changed scope is refused.
 */
export interface ManifestLine {
  kind: 'manifest';
  /** Version 2: the chain is the account's, so the header cannot pass it off as the log's. */
  chain?: 'account';
  accountId: number;
  entityId: number | null;
  from: string | null;
  to: string | null;
  generatedAt: string;
  /** The anchor the export's chain ends at. */
  anchorPosition: string;
  entries: number;
  /** sha256 of the full entries' positions, ascending, joined by ','. */
  entriesDigest: string;
  keyId: string;
  signature: string;
}

/** One of the exported changes, as stored, with its link. */
export interface EventLine {
  kind: 'event';
  position: string;
  /** The entry's number in its account's chain (version 2). */
  sequence?: number;
  streamName: string;
  streamRevision: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  digest: string;
  previousHash: string;
  hash: string;
}

/** Another record's (or account's) entry: only its digest, enough to prove the link. */
export interface LinkLine {
  kind: 'link';
  position: string;
  /** The entry's number in its account's chain (version 2). */
  sequence?: number;
  digest: string;
  previousHash: string;
  hash: string;
}

/** A v1 link (written before chain v2) of another record: its hash is taken as it stands. */
export interface LegacyLine {
  kind: 'legacy';
  position: string;
  previousHash: string;
  hash: string;
}

export type AnchorLine = { kind: 'anchor' } & ChainAnchor;
export type KeyLine = { kind: 'key' } & Omit<AuditPublicKey, 'publicKeyJwk'>;
export type ChainLine = EventLine | LinkLine | LegacyLine;
export type ExportLine = HeaderLine | ManifestLine | ChainLine | AnchorLine | KeyLine;

export const isChainLine = (line: ExportLine): line is ChainLine =>
  line.kind === 'event' || line.kind === 'link' || line.kind === 'legacy';
