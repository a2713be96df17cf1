import { createPublicKey } from 'node:crypto';
import type { AuditVerifyResult, VERIFY_PROBLEM_REASONS } from '@ledgerline/contracts';
import { eventDigest, linkHash } from '@ledgerline/events';
import { anchorSignatureValid } from '../anchors/anchor';
import {
  type AnchorLine,
  type ChainLine,
  type ExportLine,
  type HeaderLine,
  type KeyLine,
  type ManifestLine,
  isChainLine,
} from '../audit-export-lines';
import {
  LINE_BOUND_VERSION,
  LineBlocks,
  entriesDigest,
  manifestSignatureValid,
} from '../export/export-manifest';
import { parseExportLine } from './export-line.schema';

type VerifyProblemReason = (typeof VERIFY_PROBLEM_REASONS)[number];
type VerifyProblem = Extract<AuditVerifyResult, { ok: false }>['problem'];
export type VerifyResult = AuditVerifyResult;

export interface NumberedLine {
  line: number;
  value: unknown;
}

export type VerificationKey = Pick<KeyLine, 'id' | 'publicKeyPem' | 'validFrom' | 'validTo'>;

class Refusal extends Error {
  constructor(readonly problem: VerifyProblem) {
    super(problem.message);
  }
}

const refuse = (
  reason: VerifyProblemReason,
  at: { line: number | null; chain?: ChainLine | null; position?: string | null },
  message: string,
): never => {
  const eventId = at.chain?.kind === 'event' ? String(at.chain.metadata.eventId ?? '') || null : null;
  const position = at.chain?.position ?? at.position ?? null;
  const where = [at.line === null ? null : `line ${at.line}`, eventId && `event ${eventId}`]
    .filter(Boolean)
    .join(', ');
  throw new Refusal({
    reason,
    line: at.line,
    eventId,
    position,
    message: where ? `${where}: ${message}` : message,
  });
};

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

/** The export's scope, the positions it shows in full and (version 3) every line, as signed when it was made. */
function checkManifest(
  lines: { line: number; value: ExportLine; raw: unknown }[],
  header: HeaderLine,
  chain: { line: number; value: ChainLine }[],
  keys: Map<string, VerificationKey>,
): void {
  const manifests = lines.filter(
    (l): l is { line: number; value: ManifestLine; raw: unknown } => l.value.kind === 'manifest',
  );
  const found = manifests[0];
  if (!found)
    return refuse(
      'manifest_invalid',
      { line: lines[lines.length - 1].line },
      'the file ends without its signed manifest',
    );
  const { line, value: manifest } = found;
  const key = keys.get(manifest.keyId);
  if (!key)
    return refuse(
      'unknown_key',
      { line },
      `the manifest is signed by key ${manifest.keyId}, which is not published`,
    );
  if (!manifestSignatureValid(manifest, createPublicKey(key.publicKeyPem)))
    return refuse(
      'manifest_invalid',
      { line },
      `the manifest's signature (key ${manifest.keyId}) is invalid`,
    );
  if ((manifest.version ?? Math.min(header.version, LINE_BOUND_VERSION - 1)) !== header.version)
    return refuse(
      'manifest_invalid',
      { line: 1 },
      `the header says version ${header.version}, the signed manifest ${manifest.version ?? 'an older one'}`,
    );
  const scope = ['chain', 'accountId', 'entityId', 'from', 'to', 'generatedAt'] as const;
  const changed = scope.filter((field) => manifest[field] !== header[field]);
  if (changed.length > 0)
    return refuse(
      'manifest_invalid',
      { line: 1 },
      `the header's ${changed.join(', ')} differ from the signed manifest`,
    );
  const shown = chain.flatMap(({ value }) => (value.kind === 'event' ? [BigInt(value.position)] : []));
  if (shown.length !== manifest.entries || entriesDigest(shown) !== manifest.entriesDigest)
    refuse(
      'entries_withheld',
      { line },
      `the file shows ${shown.length} changes in full where the signed manifest lists ${manifest.entries}: a change was withheld or swapped for its digest`,
    );
  if (header.version >= LINE_BOUND_VERSION) checkSignedLines(lines, manifests);
}

const count = (n: number, kind: string) => `${n} ${kind} ${n === 1 ? 'line' : 'lines'}`;

/**
 * Version 3: the manifest is the last line and signs every line before it as runs of one kind, so a line
 * edited, added, dropped, reordered or moved is named by the first line where the file and the runs differ.
 */
function checkSignedLines(
  lines: { line: number; value: ExportLine; raw: unknown }[],
  manifests: { line: number; value: ManifestLine }[],
): void {
  const [manifest, second] = manifests;
  const last = lines[lines.length - 1];
  if (second)
    refuse('lines_changed', { line: second.line }, `a second manifest (the first is line ${manifest.line})`);
  if (manifest.line !== last.line)
    refuse(
      'lines_changed',
      { line: manifest.line },
      `the manifest must be the file's last line; line ${last.line} comes after it`,
    );
  const read = new LineBlocks();
  for (const { line, value, raw } of lines.slice(0, -1)) read.add(value.kind, raw, line);
  const signed = manifest.value.blocks ?? [];
  const found = read.blocks();
  const lineAfter = (i: number) => found[i]?.firstLine ?? manifest.line;
  for (let i = 0; i < Math.max(signed.length, found.length); i += 1) {
    const want = signed[i];
    const got = found[i];
    if (!want || !got || want.kind !== got.kind)
      refuse(
        'lines_changed',
        { line: lineAfter(i) },
        `the signed manifest lists ${want ? `${want.kind} lines` : 'no more lines'} here, the file ${got ? `${got.kind} lines` : 'none'}: a line was added, dropped or moved`,
      );
    if (want.lines !== got.lines)
      refuse(
        'lines_changed',
        { line: got.firstLine + Math.min(want.lines, got.lines) },
        `the signed manifest lists ${count(want.lines, want.kind)} from line ${got.firstLine}, the file ${got.lines}: a line was added or dropped`,
      );
    if (want.digest !== got.digest)
      refuse(
        'lines_changed',
        { line: got.firstLine },
        `${got.lines === 1 ? `the ${got.kind} line is` : `the ${got.kind} lines ${got.firstLine} to ${got.firstLine + got.lines - 1} are`} not what the manifest signed: a line was changed or they were reordered`,
      );
  }
  if (manifest.value.lines !== read.lines)
    refuse(
      'lines_changed',
      { line: manifest.line },
      `the file has ${read.lines} lines before its manifest, the manifest signed ${manifest.value.lines ?? 'none'}`,
    );
}
