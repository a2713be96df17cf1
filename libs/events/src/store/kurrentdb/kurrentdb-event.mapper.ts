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
import type { EventMetadata, NewEvent, RecordedEvent } from '../event-envelope';
import type { ExpectedRevision } from '../event-store.port';

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

export function toEventData(event: NewEvent) {
  return jsonEvent({
    id: event.metadata.eventId,
    type: event.type,
    data: event.data as JSONType,
    metadata: event.metadata as unknown as JSONType,
  });
}

/** Returns null for link or system records that are not ours to deliver. */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson) return null;
  const position = event.position?.commit ?? resolved.commitPosition;
  if (position === undefined)
    throw new Error(`KurrentDB returned ${event.streamId}@${event.revision} without a position`);
  return {
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamName: event.streamId,
    streamRevision: Number(event.revision),
    globalPosition: position,
  };
}
