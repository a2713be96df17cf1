import type { EventEmitter } from 'node:events';
import type { RecordedEvent } from '../event-envelope';
import type { SubscribeToAllOptions, Subscription } from '../event-store.port';
import { reportSubscriptionError } from '../report-subscription-error';

export interface PollingSource {
  readBatch(after: bigint | undefined): RecordedEvent[];
  /** Emits 'append' after a commit made through this process, so followers need not wait for a poll. */
  appends: EventEmitter;
  pollIntervalMs: number;
}

/**
 * Catches up in batches, then sleeps until an in-process append or the poll timer (for other processes'
 * appends). A throwing handler stops the subscription at that event and reports through onError.
 */
export class PollingSubscription implements Subscription {
  private stopped = false;
  private wake: () => void = () => undefined;
  private readonly loop: Promise<void>;

  constructor(
    private readonly source: PollingSource,
    options: SubscribeToAllOptions,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
  ) {
    this.loop = this.run(options.after).catch((error: unknown) => {
      this.stopped = true;
      (options.onError ?? reportSubscriptionError)(error);
    });
  }

  async unsubscribe(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
  }

  private async run(after: bigint | undefined): Promise<void> {
    let cursor = after;
    while (!this.stopped) {
      const batch = this.source.readBatch(cursor);
      if (batch.length === 0) {
        await this.sleep();
        continue;
      }
      for (const event of batch) {
        if (this.stopped) return;
        await this.handler(event);
        cursor = event.globalPosition;
      }
      // Synchronous reads and quick handlers would otherwise starve timers and I/O during a long catch-up.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.source.appends.off('append', done);
        resolve();
      };
      const timer = setTimeout(done, this.source.pollIntervalMs);
      this.source.appends.on('append', done);
      this.wake = done;
    });
  }
}
