import { type KeyObject, sign, verify } from 'node:crypto';
import { canonicalJson } from '@ledgerline/events';

/** A signed chain head: the log's hash after `position`, signed at `signedAt` by key `keyId`. */
export interface ChainAnchor {
  position: string;
  hash: string;
  signedAt: string;
  keyId: string;
  /** Why it was written: an export or the schedule. */
  reason: 'export' | 'schedule';
  /** Ed25519 over anchorMessage, base64. */
  signature: string;
}

/** The signed bytes: the head, the time and the key, in canonical JSON (the reason is not signed). */
export const anchorMessage = (anchor: Omit<ChainAnchor, 'signature' | 'reason'>): Buffer =>
  Buffer.from(
    canonicalJson({
      position: anchor.position,
      hash: anchor.hash,
      signedAt: anchor.signedAt,
      keyId: anchor.keyId,
    }),
  );

export function signAnchor(anchor: Omit<ChainAnchor, 'signature'>, privateKey: KeyObject): ChainAnchor {
  return { ...anchor, signature: sign(null, anchorMessage(anchor), privateKey).toString('base64') };
}

export function anchorSignatureValid(anchor: ChainAnchor, publicKey: KeyObject): boolean {
  try {
    return verify(null, anchorMessage(anchor), publicKey, Buffer.from(anchor.signature, 'base64'));
  } catch {
    return false;
  }
}
