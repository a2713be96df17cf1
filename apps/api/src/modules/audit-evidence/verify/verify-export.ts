import { createPublicKey } from 'node:crypto';
import type { AuditVerifyResult } from '@ledgerline/contracts';
import { eventDigest, linkHash } from '@ledgerline/events';
import { anchorSignatureValid } from '../anchors/anchor';
import {
  type AnchorLine,
  type ChainLine,
  type ExportLine,
  type HeaderLine,
  isChainLine,
} from '../audit-export-lines';
import { HOLDER_VERSION, LINE_BOUND_VERSION } from '../export/export-manifest';
import { parseExportLine } from './export-line.schema';
import { checkManifest } from './verify-manifest';
import { Refusal, type VerificationKey, refuse } from './verify-refusal';

export type VerifyResult = AuditVerifyResult;

export interface NumberedLine {
  line: number;
  value: unknown;
}

export type { VerificationKey } from './verify-refusal';

/**
 * Checks an export offline: every line's shape, each change against its digest, each link against the one
 * before it (no hash is taken as given: a `legacy` line is refused), the chain against every signed anchor it
 * reaches, and, from version 3, every line against the runs the manifest signed (docs/decisions/0031). Answers
 * the first thing wrong, naming its line and event.
 */
export function verifyExport(lines: NumberedLine[], published?: VerificationKey[]): VerifyResult {
  try {
    return check(lines, published);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { ok: false, problem: error.problem, message: `Not verified: ${error.problem.message}` };
  }
}

function check(numbered: NumberedLine[], published?: VerificationKey[]): VerifyResult {
  const lines = numbered.map(({ line, value }) => {
    const parsed = parseExportLine(value);
    if ('error' in parsed) return refuse('malformed', { line }, parsed.error);
    return { line, value: parsed.line, raw: value };
  });
  const first = lines[0];
  if (first?.value.kind !== 'header')
    return refuse(
      'malformed',
      { line: first?.line ?? null },
      'the file does not start with the export header',
    );
  const header = first.value as HeaderLine;
  const holder = header.version < HOLDER_VERSION ? lines.find((l) => l.value.kind === 'holder') : undefined;
  if (holder)
    refuse(
      'malformed',
      { line: holder.line },
      `a holder line in a version ${header.version} export, which names no holders: the line was put in`,
    );
  const chain = lines.filter((l): l is typeof l & { value: ChainLine } => isChainLine(l.value));
  const anchors = lines.filter((l): l is typeof l & { value: AnchorLine } => l.value.kind === 'anchor');
  const fileKeys = lines.flatMap((l) => (l.value.kind === 'key' ? [l.value] : []));
  checkChain(chain, header);
  if (published) checkFileKeys(lines, published);
  const keys = new Map((published ?? fileKeys).map((key) => [key.id, key]));
  const hashes = new Map(chain.map(({ value }) => [value.position, value.hash]));
  const numbers = new Map(chain.map((l) => [l.value.position, l]));
  const start = chain[0] ? BigInt(chain[0].value.position) : null;
  const end = chain[chain.length - 1] ?? null;
  let lastAnchor: AnchorLine | null = null;
  for (const { line, value: anchor } of anchors) {
    if (anchor.accountId !== chainAccountOf(header))
      refuse(
        'anchor_of_another_chain',
        { line, position: anchor.position },
        anchor.accountId === undefined
          ? `the anchor signs the whole log's chain, not account ${header.accountId}'s`
          : `the anchor signs account ${anchor.accountId}'s chain, not ${chainAccountOf(header) === undefined ? "the whole log's" : `account ${header.accountId}'s`}`,
      );
    const key = keys.get(anchor.keyId);
    if (!key)
      refuse(
        'unknown_key',
        { line, position: anchor.position },
        `the anchor is signed by key ${anchor.keyId}, which is not published`,
      );
    else if (!anchorSignatureValid(anchor, createPublicKey(key.publicKeyPem)))
      refuse(
        'anchor_signature_invalid',
        { line, position: anchor.position },
        `the anchor's signature (key ${anchor.keyId}, signed at ${anchor.signedAt}) is invalid`,
      );
    else if (anchor.signedAt < key.validFrom || (key.validTo !== null && anchor.signedAt > key.validTo))
      refuse(
        'anchor_signature_invalid',
        { line, position: anchor.position },
        `key ${anchor.keyId} did not sign at ${anchor.signedAt} (valid ${key.validFrom} to ${key.validTo ?? 'now'})`,
      );
    if (start === null || BigInt(anchor.position) < start) continue;
    if (end && BigInt(anchor.position) > BigInt(end.value.position))
      refuse(
        'truncated_after_anchor',
        { line, position: anchor.position },
        `the anchor signed at ${anchor.signedAt} covers the log up to position ${anchor.position}, but the chain ends at position ${end.value.position} (line ${end.line}): entries after it were removed`,
      );
    const hash = hashes.get(anchor.position);
    if (hash !== anchor.hash)
      refuse(
        'rehashed',
        { line, position: anchor.position },
        `the chain's hash at position ${anchor.position} is not the one signed at ${anchor.signedAt} by key ${anchor.keyId}: entries up to that position were changed and their hashes recomputed`,
      );
    const numbered = numbers.get(anchor.position);
    if (anchor.sequence !== undefined && numbered && numbered.value.kind !== 'legacy')
      if (numbered.value.sequence !== anchor.sequence)
        refuse(
          'broken_link',
          { line: numbered.line, chain: numbered.value },
          `the entry is numbered ${numbered.value.sequence ?? 'nothing'} where the anchor signed at ${anchor.signedAt} (line ${line}) numbers it ${anchor.sequence}`,
        );
    if (!lastAnchor || BigInt(anchor.position) >= BigInt(lastAnchor.position)) lastAnchor = anchor;
  }
  if (end && lastAnchor?.position !== end.value.position)
    refuse(
      'not_anchored',
      { line: end.line, chain: end.value },
      `no signed anchor covers the chain's last entry (position ${end.value.position})`,
    );
  const anchor = lastAnchor ?? refuse('not_anchored', { line: null }, 'the file holds no chain entries');
  checkManifest(lines, header, chain, keys);
  const entries = chain.filter((l) => l.value.kind === 'event').length;
  const summary = { keyId: anchor.keyId, signedAt: anchor.signedAt, position: anchor.position };
  const older =
    header.version < LINE_BOUND_VERSION
      ? ` (a version ${header.version} export: its manifest does not sign every line, export again for one that does)`
      : '';
  return {
    ok: true,
    entries,
    links: chain.length,
    anchor: summary,
    keys: published ? 'published' : 'file',
    message: `Verified: ${entries} ${entries === 1 ? 'entry' : 'entries'}, anchored by key ${anchor.keyId} at ${anchor.signedAt}${older}`,
  };
}

function checkChain(chain: { line: number; value: ChainLine }[], header: HeaderLine): void {
  chain.forEach(({ line, value }, i) => {
    const previous = chain[i - 1];
    if (previous && BigInt(value.position) <= BigInt(previous.value.position))
      refuse(
        'reordered',
        { line, chain: value },
        `position ${value.position} comes after position ${previous.value.position} (line ${previous.line}): the entries are out of order`,
      );
  });
  let previous: { line: number; value: ChainLine } | null = null;
  for (const current of chain) {
    const { line, value } = current;
    if (value.kind === 'legacy')
      return refuse(
        'unverifiable_link',
        { line, chain: value },
        header.version === 1
          ? `the v1 link at position ${value.position} cannot be checked from the file (its hash covers the whole event, which the export does not carry), so nothing after it can be trusted: this export cannot be verified`
          : `a legacy (v1) link at position ${value.position} in an account chain, which is hashed from digests throughout: its hash would be taken as given, so the line was put in`,
      );
    if (header.version >= LINE_BOUND_VERSION && previous) {
      const expected = ('sequence' in previous.value ? (previous.value.sequence ?? 0) : 0) + 1;
      if (value.sequence !== expected && value.previousHash === previous.value.hash)
        refuse(
          'broken_link',
          { line, chain: value },
          `the entry is numbered ${value.sequence ?? 'nothing'} in the account's chain but follows number ${expected - 1} (line ${previous.line})`,
        );
    }
    if (value.kind === 'event') {
      const digest = eventDigest({
        streamName: value.streamName,
        streamRevision: value.streamRevision,
        type: value.type,
        data: value.data,
        metadata: value.metadata,
      });
      if (digest !== value.digest)
        refuse(
          'hash_mismatch',
          { line, chain: value },
          `the entry's content does not match its hash (${value.type} at position ${value.position} was altered)`,
        );
    }
    if (previous && value.previousHash !== previous.value.hash) {
      if (header.contiguous && isGap(previous.value, value, header))
        refuse(
          'missing_entry',
          { line, chain: value },
          `the entries between position ${previous.value.position} (line ${previous.line}) and ${value.position} are missing`,
        );
      refuse(
        'broken_link',
        { line, chain: value },
        `the entry does not link to the one before it (line ${previous.line}, position ${previous.value.position})`,
      );
    }
    if (linkHash(value.previousHash, value.digest) !== value.hash)
      refuse(
        'hash_mismatch',
        { line, chain: value },
        `the entry's hash does not follow from its digest and the hash before it`,
      );
    previous = current;
  }
}

/** Version 2 follows the account's chain (docs/decisions/0046): its anchors name the account. */
const chainAccountOf = (header: HeaderLine): string | undefined =>
  header.version >= 2 ? String(header.accountId) : undefined;

/** Entries missing between two lines: by the account chain's numbers (version 2), else by log positions. */
function isGap(previous: ChainLine, value: ChainLine, header: HeaderLine): boolean {
  if (header.version >= 2 && value.kind !== 'legacy' && previous.kind !== 'legacy')
    return (value.sequence ?? 0) - (previous.sequence ?? 0) > 1;
  return BigInt(value.position) - BigInt(previous.position) > BigInt(1);
}

/** With published keys, each key line of the file must be the published key of its id. */
function checkFileKeys(lines: { line: number; value: ExportLine }[], published: VerificationKey[]): void {
  for (const { line, value } of lines) {
    if (value.kind !== 'key') continue;
    const key = published.find((k) => k.id === value.id);
    if (!key || key.publicKeyPem.trim() !== value.publicKeyPem.trim() || key.validFrom !== value.validFrom)
      refuse('unknown_key', { line }, `the file's key ${value.id} is not the published key of that id`);
  }
}
