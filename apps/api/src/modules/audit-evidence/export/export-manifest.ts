import { createHash, type Hash, type KeyObject, sign, verify } from 'node:crypto';
import { canonicalJson } from '@ledgerline/events';
import type { ExportLine, LineBlock, ManifestLine } from '../audit-export-lines';

/** The export's version with a trailing manifest that signs every line (docs/decisions/0031). */
export const LINE_BOUND_VERSION = 3;

/** The version the builder writes: line-bound, an entity's export with its `holder` lines. */
export const HOLDER_VERSION = 4;

/** sha256 over the positions an export shows in full, ascending, joined by ','. */
export const entriesDigest = (positions: bigint[]): string =>
  createHash('sha256')
    .update([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(','))
    .digest('hex');

const message = ({ kind: _kind, signature: _signature, ...fields }: ManifestLine): Buffer =>
  Buffer.from(canonicalJson(fields));

export function signManifest(manifest: Omit<ManifestLine, 'signature'>, privateKey: KeyObject): ManifestLine {
  const unsigned = { ...manifest, signature: '' };
  return { ...unsigned, signature: sign(null, message(unsigned), privateKey).toString('base64') };
}

export function manifestSignatureValid(manifest: ManifestLine, publicKey: KeyObject): boolean {
  try {
    return verify(null, message(manifest), publicKey, Buffer.from(manifest.signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * The lines before a version 3 manifest, as the runs it signs: consecutive lines of one kind, each run with
 * sha256 over every line's canonical JSON and a newline. The builder feeds it the lines it writes, the verifier
 * the lines it read, each with its line number, so a difference is named by the run's first line.
 */
export class LineBlocks {
  private readonly done: (LineBlock & { firstLine: number })[] = [];
  private current: { kind: ExportLine['kind']; lines: number; firstLine: number; hash: Hash } | null = null;
  private count = 0;

  add(kind: ExportLine['kind'], line: unknown, lineNumber = this.count + 1): void {
    if (this.current?.kind !== kind) {
      this.close();
      this.current = { kind, lines: 0, firstLine: lineNumber, hash: createHash('sha256') };
    }
    this.current.hash.update(`${canonicalJson(line)}\n`);
    this.current.lines += 1;
    this.count += 1;
  }

  get lines(): number {
    return this.count;
  }

  /** The runs so far, each with the number of its first line. */
  blocks(): (LineBlock & { firstLine: number })[] {
    this.close();
    return this.done;
  }

  private close(): void {
    if (!this.current) return;
    const { kind, lines, firstLine, hash } = this.current;
    this.done.push({ kind, lines, digest: hash.digest('hex'), firstLine });
    this.current = null;
  }
}
