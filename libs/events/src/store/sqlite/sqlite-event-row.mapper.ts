import type { EventMetadata, RecordedEvent } from '../event-envelope';
import { type HashedFields } from './event-hash-chain';
import { type EventRow } from './sqlite-event-store.schema';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as EventMetadata,
    streamName: row.stream_name,
    streamRevision: Number(row.stream_revision),
    globalPosition: row.position,
  };
}

/** The fields covered by the hash, decoded from the stored row exactly as verifyChain reads them. */
export function hashedFieldsOf(row: EventRow): HashedFields {
  return {
    streamName: row.stream_name,
    streamRevision: Number(row.stream_revision),
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as unknown,
  };
}
