import { createHash, type KeyObject, sign, verify } from 'node:crypto';
import { canonicalJson } from '@ledgerline/events';
import type { ManifestLine } from '../audit-export-lines';

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
