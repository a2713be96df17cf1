import {
  BACKWARDS,
  END,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type Position,
} from '@kurrent/kurrentdb-client';
import type { NewEvent, RecordedEvent } from '../event-envelope';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeToAllOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from '../event-store.port';
import { satisfiesExpectedRevision } from '../expected-revision';
import { GENESIS_HASH } from '../sqlite/event-hash-chain';
import {
  streamChainOf,
  toChainedEventData,
  toRecordedEvent,
  verifyStreamLinks,
} from './kurrentdb-event.mapper';
import { KurrentDbSubscription } from './kurrentdb-subscription';

/** Every call bounded (5 s) unless the connection string sets its own `defaultDeadline`. */
const withDeadline = (connectionString: string): string =>
  /[?&]defaultDeadline=/i.test(connectionString)
    ? connectionString
    : `${connectionString}${connectionString.includes('?') ? '&' : '?'}defaultDeadline=5000`;

/** Global position is the commit position; system events (types starting with `$`) are never exposed. */
export class KurrentDbEventStore implements EventStore {
  private readonly subscriptions = new Set<KurrentDbSubscription>();

  constructor(private readonly client: KurrentDBClient) {}

  static fromConnectionString(connectionString: string): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(withDeadline(connectionString)));
  }

  /**
   * Each event carries its stream's chain link (docs/decisions/0031), so the append is made against the tail it
   * was linked to; with 'any' a concurrent append to the same stream is retried on the new tail.
   */
  async appendToStream(
    streamName: string,
    events: NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    for (let attempt = 1; ; attempt += 1) {
      const tail = await this.streamTail(streamName);
      const actual = tail === null ? 'no_stream' : tail.revision;
      if (!satisfiesExpectedRevision(expected, actual))
        throw new WrongExpectedRevisionError(streamName, expected, actual);
      const data = toChainedEventData(
        streamName,
        tail === null ? 0 : tail.revision + 1,
        tail?.hash ?? GENESIS_HASH,
        events,
      );
      try {
        const result = await this.client.appendToStream(streamName, data, {
          streamState: tail === null ? NO_STREAM : BigInt(tail.revision),
        });
        if (!result.position) throw new Error('KurrentDB did not return the position of the append');
        return {
          nextExpectedRevision: Number(result.nextExpectedRevision),
          lastGlobalPosition: result.position.commit,
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (expected === 'any' && attempt < 10) continue;
        const state = error.actualState === 'no_stream' ? 'no_stream' : Number(error.actualState);
        throw new WrongExpectedRevisionError(streamName, expected, state);
      }
    }
  }

  /** The stream's last revision and chain hash (GENESIS_HASH for events appended before chaining). */
  private async streamTail(streamName: string): Promise<{ revision: number; hash: string } | null> {
    try {
      for await (const resolved of this.client.readStream(streamName, {
        fromRevision: END,
        direction: BACKWARDS,
        maxCount: 1,
      })) {
        const revision = resolved.event?.revision;
        if (revision !== undefined)
          return { revision: Number(revision), hash: streamChainOf(resolved)?.hash ?? GENESIS_HASH };
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return null;
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const reads = this.client.readStream(streamName, {
        fromRevision: BigInt(options.fromRevision ?? 0),
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of reads) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // fromPosition is inclusive for reads, and `after` is exclusive: ask for one more and drop it.
    const reads = this.client.readAll({
      fromPosition: options.after === undefined ? START : at(options.after),
      maxCount: options.maxCount + 1,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of reads) {
      const event = toRecordedEvent(resolved);
      if (event && (options.after === undefined || event.globalPosition > options.after)) events.push(event);
    }
    return events.slice(0, options.maxCount);
  }

  subscribeToAll(
    options: SubscribeToAllOptions,
    handler: (event: RecordedEvent) => Promise<void>,
  ): Subscription {
    const stream = this.client.subscribeToAll({
      fromPosition: options.after === undefined ? START : at(options.after),
      filter: excludeSystemEvents(),
    });
    const subscription = new KurrentDbSubscription(stream, options, handler);
    this.subscriptions.add(subscription);
    return {
      unsubscribe: async () => {
        this.subscriptions.delete(subscription);
        await subscription.unsubscribe();
      },
    };
  }

  /** Checks one stream's chain links (docs/decisions/0031); the log-wide check is the fold and its anchors. */
  async verifyStreamChain(streamName: string): Promise<ReturnType<typeof verifyStreamLinks>> {
    const events = [];
    try {
      for await (const resolved of this.client.readStream(streamName)) events.push(resolved);
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return verifyStreamLinks(events);
  }

  async headPosition(): Promise<bigint | null> {
    const reads = this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of reads) {
      const event = toRecordedEvent(resolved);
      if (event) return event.globalPosition;
    }
    return null;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.unsubscribe()));
    this.subscriptions.clear();
    await this.client.dispose();
  }
}

function at(position: bigint): Position {
  return { commit: position, prepare: position };
}
