/** Metadata carried by every stored event: who, on whose behalf, why, and when (recorded vs effective). */
export interface EventMetadata {
  eventId: string;
  /** The tenant that owns the fact. 'system' for installation-wide facts. */
  accountId: string;
  /** The user who caused it, or 'system' for scheduled work. */
  actorId: string;
  correlationId: string;
  causationId: string;
  /** ISO-8601 instant the system learned the fact. */
  recordedAt: string;
  /** ISO-8601 date/instant the fact is true in the world, when it differs from recordedAt. */
  effectiveAt?: string;
}

export interface NewEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
  metadata: EventMetadata;
}

export interface RecordedEvent<TType extends string = string, TData = unknown> extends NewEvent<
  TType,
  TData
> {
  streamName: string;
  /** 0-based position of the event inside its stream. */
  streamRevision: number;
  /** Position in the global log; strictly increasing in append order, never reused. */
  globalPosition: bigint;
}
