import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeToAllOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from '@ledgerline/events';

/** The event-store port in memory, for testing what reads the log (positions start at 1). */
export class InMemoryEventStore implements EventStore {
  private readonly log: RecordedEvent[] = [];
  private wakeSubscribers: (() => void)[] = [];

  async appendToStream(
    streamName: string,
    events: NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const current = this.log.filter((event) => event.streamName === streamName).length - 1;
    const expected = options.expectedRevision ?? 'any';
    const actual = current < 0 ? 'no_stream' : current;
    const matches =
      expected === 'any' ||
      (expected === 'no_stream' && current < 0) ||
      (expected === 'stream_exists' && current >= 0) ||
      expected === current;
    if (!matches) throw new WrongExpectedRevisionError(streamName, expected, actual);
    events.forEach((event, index) =>
      this.log.push({
        ...event,
        streamName,
        streamRevision: current + 1 + index,
        globalPosition: BigInt(this.log.length + 1),
      }),
    );
    const wake = this.wakeSubscribers;
    this.wakeSubscribers = [];
    wake.forEach((notify) => notify());
    return { nextExpectedRevision: current + events.length, lastGlobalPosition: BigInt(this.log.length) };
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events = this.log.filter(
      (event) => event.streamName === streamName && event.streamRevision >= (options.fromRevision ?? 0),
    );
    return events.slice(0, options.maxCount ?? events.length);
  }

  async readAll({ after, maxCount }: ReadAllOptions): Promise<RecordedEvent[]> {
    const from = after === undefined ? 0 : Number(after);
    return this.log.slice(from, from + maxCount);
  }

  subscribeToAll(
    options: SubscribeToAllOptions,
    handler: (event: RecordedEvent) => Promise<void>,
  ): Subscription {
    let active = true;
    let wakeIdle: () => void = () => undefined;
    const deliver = async () => {
      let delivered = options.after === undefined ? 0 : Number(options.after);
      while (active) {
        if (delivered >= this.log.length) {
          await new Promise<void>((resolve) => {
            wakeIdle = resolve;
            this.wakeSubscribers.push(resolve);
          });
          continue;
        }
        try {
          await handler(this.log[delivered]);
        } catch (error) {
          active = false;
          (options.onError ?? console.error)(error);
          return;
        }
        delivered++;
      }
    };
    const done = deliver();
    return {
      unsubscribe: async () => {
        active = false;
        wakeIdle();
        await done;
      },
    };
  }

  async headPosition(): Promise<bigint | null> {
    return this.log.length === 0 ? null : BigInt(this.log.length);
  }

  async close(): Promise<void> {}
}
