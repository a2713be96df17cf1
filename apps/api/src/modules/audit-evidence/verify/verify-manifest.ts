import { createPublicKey } from 'node:crypto';
import type { ChainLine, ExportLine, HeaderLine, ManifestLine } from '../audit-export-lines';
import {
  LINE_BOUND_VERSION,
  LineBlocks,
  entriesDigest,
  manifestSignatureValid,
} from '../export/export-manifest';
import { type VerificationKey, refuse } from './verify-refusal';

/** The export's scope, the positions it shows in full and (version 3) every line, as signed when it was made. */
export function checkManifest(
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
