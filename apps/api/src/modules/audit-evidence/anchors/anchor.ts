import { type KeyObject, sign, verify } from 'node:crypto';
import { canonicalJson } from '@ledgerline/events';

/**
 * A signed chain head: the log's hash after `position`, signed at `signedAt` by key `keyId`; with `accountId`,
 * the hash of that account's chain after its link number `sequence` (at log position `position`, 0046).
 */
export interface ChainAnchor {
  position: string;
  hash: string;
  accountId?: string;
  sequence?: number;
  signedAt: string;
  keyId: string;
  /** Why it was written: an export or the schedule. */
  reason: 'export' | 'schedule';
  /** Ed25519 over anchorMessage, base64. */
  signature: string;
}

/**
 * The signed bytes: the head (and its account), the time and the key, in canonical JSON (the reason is not
 * signed; an anchor of the log's chain has no account fields, so its bytes are as before 0046).
 */
export const anchorMessage = (anchor: Omit<ChainAnchor, 'signature' | 'reason'>): Buffer =>
  Buffer.from(
    canonicalJson({
      position: anchor.position,
      hash: anchor.hash,
      accountId: anchor.accountId,
      sequence: anchor.sequence,
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
