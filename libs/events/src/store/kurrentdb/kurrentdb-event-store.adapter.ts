import {
  BACKWARDS,
  END,
  KurrentDBClient,
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
import { toEventData, toRecordedEvent, toStreamState } from './kurrentdb-event.mapper';
import { KurrentDbSubscription } from './kurrentdb-subscription';

/** Every call bounded (5 s) unless the connection string sets its own `defaultDeadline` (issue 9 item 5). */
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

  async appendToStream(
    streamName: string,
    events: NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    try {
      const result = await this.client.appendToStream(streamName, events.map(toEventData), {
        streamState: toStreamState(expected),
      });
      if (!result.position) throw new Error('KurrentDB did not return the position of the append');
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        lastGlobalPosition: result.position.commit,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualState === 'no_stream' ? 'no_stream' : Number(error.actualState);
      throw new WrongExpectedRevisionError(streamName, expected, actual);
    }
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
