import { createHash } from 'node:crypto';

export interface HashedFields {
  streamName: string;
  streamRevision: number;
  type: string;
  data: unknown;
  metadata: unknown;
}

export interface ChainVerification {
  ok: boolean;
  checked: number;
  /** Global position of the first row whose hash does not match its content and predecessor. */
  brokenAt?: bigint;
}

export const GENESIS_HASH = '';

/** Sorted keys so that the same event always hashes the same, whatever order its keys were built in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Chain v1 (rows written before docs/decisions/0031); new rows link by digest (chain/chain-link.ts). */
export function chainHash(previousHash: string, event: HashedFields): string {
  return createHash('sha256')
    .update(previousHash + canonicalJson(event))
    .digest('hex');
}
