import type { EventStore, RecordedEvent, Subscription } from '@ledgerline/events';
import type { LogBatch } from './apply-batch';

export interface LiveFollowerOptions {
  eventStore: EventStore;
  after: bigint | undefined;
  batchSize: number;
  applyBatch: (batch: LogBatch) => Promise<void>;
  /** Called once; the follower delivers nothing more afterwards. */
  onFailure: (error: unknown) => void;
}

/**
 * Follows the log and coalesces events that arrive together into one batch: the subscription
 * handler returns at once and the batch is applied on the next turn of the event loop, unless the
 * batch is full, which holds the subscription back until it is applied.
 */
export class LiveFollower {
  private pending: RecordedEvent[] = [];
  private pendingAfter: bigint | undefined;
  private applying: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private failure: { error: unknown } | undefined;
  private readonly subscription: Subscription;

  constructor(private readonly options: LiveFollowerOptions) {
    this.pendingAfter = options.after;
    this.subscription = options.eventStore.subscribeToAll(
      { after: options.after, onError: (error) => this.fail(error) },
      (event) => this.receive(event),
    );
  }

  /** Stops the subscription and applies what was already received. */
  async stop(): Promise<void> {
    await this.subscription.unsubscribe();
    await this.flush();
  }

  private async receive(event: RecordedEvent): Promise<void> {
    if (this.failure) throw this.failure.error;
    this.pending.push(event);
    if (this.pending.length >= this.options.batchSize) return this.flush();
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      void this.flush();
    });
  }

  private flush(): Promise<void> {
    this.applying = this.applying.then(async () => {
      if (this.failure || this.pending.length === 0) return;
      const batch: LogBatch = { after: this.pendingAfter, events: this.pending };
      this.pending = [];
      this.pendingAfter = batch.events[batch.events.length - 1].globalPosition;
      try {
        await this.options.applyBatch(batch);
      } catch (error) {
        this.fail(error);
      }
    });
    return this.applying;
  }

  private fail(error: unknown): void {
    if (this.failure) return;
    this.failure = { error };
    this.options.onFailure(error);
  }
}
