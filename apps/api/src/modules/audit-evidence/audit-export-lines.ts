import type { AuditPublicKey } from './keys/audit-public-key';
import type { ChainAnchor } from './anchors/anchor';

export const EXPORT_FORMAT = 'ledgerline-audit-export' as const;

/** What the export covers; the first line. */
export interface HeaderLine {
  kind: 'header';
  format: typeof EXPORT_FORMAT;
  /**
   * 1: the log's chain (before 0046); 2: the account's chain, entries numbered by `sequence`; 3: the same, with
   * the signed manifest as the last line, committing to every line before it (0031); 4: the same, an entity's
   * export naming each of its holders by a `holder` line (which a version 3 verifier would refuse).
   */
  version: 1 | 2 | 3 | 4;
  chain?: 'account';
  accountId: number;
  entityId: number | null;
  from: string | null;
  to: string | null;
  generatedAt: string;
  /** The log numbers its entries without gaps (SQLite): a gap is a missing entry. */
  contiguous: boolean;
}

/** A run of consecutive lines of one kind, with sha256 over each line's canonical JSON and a newline. */
export interface LineBlock {
  kind: ExportLine['kind'];
  lines: number;
  digest: string;
}

/**
 * What the export holds, signed when it was made: its scope and which positions it shows in full, so a change
 * turned into a digest-only line (withheld) or a changed scope is refused. From version 3 it is the file's last
 * line and also signs every line before it, as runs of one kind each, so no line can be edited, added, dropped,
 * reordered or moved without breaking it.
 */
export interface ManifestLine {
  kind: 'manifest';
  /** The header's version from version 3 on (absent before): the header must say the same. */
  version?: 3 | 4;
  /** Version 3 on: how many lines come before the manifest (header, keys, holders, anchors, chain lines). */
  lines?: number;
  /** Version 3: those lines, run by run, in order. */
  blocks?: LineBlock[];
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

/**
 * A v1 link (written before chain v2) of another record in a version 1 file. Its hash cannot be recomputed
 * without the whole event, so the verifier refuses any file holding one (docs/decisions/0031); the account
 * chain (version 2 on) is hashed by digest throughout and never has one.
 */
export interface LegacyLine {
  kind: 'legacy';
  position: string;
  previousHash: string;
  hash: string;
}

/**
 * Version 4, an entity's export: one holder of the entity (the other end of a link into it in the exported
 * changes) as the register reads it now, since the event lines hold an individual's fields sealed (0032). An
 * erased person reads as erased; a holder in the Trash keeps its last record.
 */
export interface HolderLine {
  kind: 'holder';
  entityId: number;
  entityType: 'company' | 'individual' | 'trust';
  name: string;
  /** A company's or trust's registration number (an individual's, if one was typed). */
  registrationNumber: string | null;
  /** An individual's identity document: sa_id, passport or other, and its number. */
  idType: string | null;
  idNumber: string | null;
  removed: boolean;
  erased: boolean;
}

export type AnchorLine = { kind: 'anchor' } & ChainAnchor;
export type KeyLine = { kind: 'key' } & Omit<AuditPublicKey, 'publicKeyJwk'>;
export type ChainLine = EventLine | LinkLine | LegacyLine;
export type ExportLine = HeaderLine | ManifestLine | ChainLine | AnchorLine | KeyLine | HolderLine;

export const isChainLine = (line: ExportLine): line is ChainLine =>
  line.kind === 'event' || line.kind === 'link' || line.kind === 'legacy';
