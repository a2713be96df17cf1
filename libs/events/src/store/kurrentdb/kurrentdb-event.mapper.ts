import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  NO_STREAM,
  type ResolvedEvent,
  STREAM_EXISTS,
  jsonEvent,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import { eventDigest, hashedFieldsOfEvent, linkHash } from '../chain/chain-link';
import type { EventMetadata, NewEvent, RecordedEvent } from '../event-envelope';
import type { ExpectedRevision } from '../event-store.port';
import { GENESIS_HASH } from '../sqlite/event-hash-chain';

/**
 * The per-stream chain link each KurrentDB event carries in its metadata (docs/decisions/0031): the stream's
 * previous hash and this event's, over the event as stored without this key.
 */
export const CHAIN_KEY = '$chain';
export interface StreamChainLink {
  previousHash: string;
  hash: string;
}

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

export function toEventData(event: NewEvent, chain?: StreamChainLink) {
  const metadata = chain ? { ...event.metadata, [CHAIN_KEY]: chain } : event.metadata;
  return jsonEvent({
    id: event.metadata.eventId,
    type: event.type,
    data: event.data as JSONType,
    metadata: metadata as unknown as JSONType,
  });
}

/** The events of one append, each linked to the one before it in the stream (the first to `previousHash`). */
export function toChainedEventData(
  streamName: string,
  firstRevision: number,
  previousHash: string,
  events: NewEvent[],
) {
  let previous = previousHash;
  return events.map((event, i) => {
    const fields = {
      streamName,
      streamRevision: firstRevision + i,
      type: event.type,
      data: event.data,
      metadata: event.metadata,
    };
    const link = { previousHash: previous, hash: linkHash(previous, eventDigest(fields)) };
    previous = link.hash;
    return toEventData(event, link);
  });
}

/** The stream chain link an event carries, or null on events appended before 0031. */
export function streamChainOf(resolved: ResolvedEvent | AllStreamResolvedEvent): StreamChainLink | null {
  const metadata = resolved.event?.metadata as Record<string, unknown> | undefined;
  const link = metadata?.[CHAIN_KEY] as StreamChainLink | undefined;
  return link && typeof link.hash === 'string' && typeof link.previousHash === 'string' ? link : null;
}

/** Returns null for link or system records that are not ours to deliver. */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson) return null;
  const position = event.position?.commit ?? resolved.commitPosition;
  if (position === undefined)
    throw new Error(`KurrentDB returned ${event.streamId}@${event.revision} without a position`);
  const { [CHAIN_KEY]: _chain, ...metadata } = event.metadata as Record<string, unknown>;
  return {
    type: event.type,
    data: event.data,
    metadata: metadata as unknown as EventMetadata,
    streamName: event.streamId,
    streamRevision: Number(event.revision),
    globalPosition: position,
  };
}

/**
 * Checks one stream's events, read in revision order, against the links they carry: each link follows the one
 * before it and hashes the event as stored without it. Events from before chaining (no link) must all come
 * first. Answers the revision of the first event that breaks the chain.
 */
export function verifyStreamLinks(events: (ResolvedEvent | AllStreamResolvedEvent)[]): {
  ok: boolean;
  checked: number;
  brokenAt?: number;
} {
  let previous: string | null = null;
  let checked = 0;
  for (const resolved of events) {
    const recorded = toRecordedEvent(resolved);
    if (!recorded) continue;
    const link = streamChainOf(resolved);
    if (!link && previous === null) continue;
    const digest = eventDigest(hashedFieldsOfEvent(recorded));
    // The first linked event follows the genesis hash: the adapter links events before chaining to nothing.
    if (
      !link ||
      link.previousHash !== (previous ?? GENESIS_HASH) ||
      link.hash !== linkHash(link.previousHash, digest)
    )
      return { ok: false, checked, brokenAt: recorded.streamRevision };
    previous = link.hash;
    checked += 1;
  }
  return { ok: true, checked };
}
