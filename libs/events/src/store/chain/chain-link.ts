import { createHash } from 'node:crypto';
import type { RecordedEvent } from '../event-envelope';
import { type HashedFields, canonicalJson, chainHash } from '../sqlite/event-hash-chain';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The digest of one stored event: what an export shows instead of an entry the auditor may not see. */
export const eventDigest = (event: HashedFields): string => sha256(canonicalJson(event));

/**
 * Chain v2 (docs/decisions/0031): each link hashes the previous link and the event's digest, so a link can be
 * checked from the digest alone, without the event's content.
 */
export const linkHash = (previousHash: string, digest: string): string => sha256(`${previousHash}:${digest}`);

/** Chain v1, written before 0031: the previous hash and the whole event's canonical JSON. */
export const legacyLinkHash = chainHash;

/** The hashed fields of an event as read back. */
export const hashedFieldsOfEvent = (event: RecordedEvent): HashedFields => ({
  streamName: event.streamName,
  streamRevision: event.streamRevision,
  type: event.type,
  data: event.data,
  metadata: event.metadata,
});
