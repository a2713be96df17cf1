import type { NewEvent, RecordedEvent } from './event-envelope';

/**
 * 'no_stream': the stream must not exist; 'stream_exists': it must exist; 'any': no check;
 * a number: the revision of the last event currently in the stream.
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface AppendResult {
  /** Revision of the last event now in the stream; pass it as expectedRevision next time. */
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  lastGlobalPosition: bigint;
}

export interface ReadStreamOptions {
  /** First revision to return (inclusive); default 0. */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Return events strictly after this position; omit to start at the beginning. */
  after?: bigint;
  /** Batch size. */
  maxCount: number;
}

export interface SubscribeToAllOptions {
  /** Deliver events strictly after this position; omit to start at the beginning. */
  after?: bigint;
  /**
   * Called once when the handler throws (or the source fails). The subscription stops at that event
   * so nothing is skipped silently; without it adapters log the error with console.error.
   */
  onError?: (error: unknown) => void;
}

export interface Subscription {
  /** Resolves once no further event will be delivered; awaiting it inside the handler deadlocks. */
  unsubscribe(): Promise<void>;
}

export interface EventStore {
  appendToStream(
    streamName: string,
    events: NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Events of one stream in revision order; [] when the stream does not exist. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** One batch of the global log in position order. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Delivers every event after `after` in order, then follows new appends (also those made by other
   * processes) until unsubscribed. The handler is awaited before the next event is delivered.
   */
  subscribeToAll(
    options: SubscribeToAllOptions,
    handler: (event: RecordedEvent) => Promise<void>,
  ): Subscription;
  /** Position of the newest event in the log, or null when the log is empty. */
  headPosition(): Promise<bigint | null>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
