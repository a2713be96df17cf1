import type { AllStreamSubscription } from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '../event-envelope';
import type { SubscribeToAllOptions, Subscription } from '../event-store.port';
import { reportSubscriptionError } from '../report-subscription-error';
import { toRecordedEvent } from './kurrentdb-event.mapper';

/** Pulls one event at a time so the handler is awaited before the next is delivered. */
export class KurrentDbSubscription implements Subscription {
  private stopped = false;
  private readonly loop: Promise<void>;

  constructor(
    private readonly stream: AllStreamSubscription,
    options: SubscribeToAllOptions,
    handler: (event: RecordedEvent) => Promise<void>,
  ) {
    this.loop = this.run(options.after, handler).catch(async (error: unknown) => {
      if (this.stopped) return;
      this.stopped = true;
      await this.stream.unsubscribe().catch(() => undefined);
      (options.onError ?? reportSubscriptionError)(error);
    });
  }

  async unsubscribe(): Promise<void> {
    if (!this.stopped) {
      this.stopped = true;
      await this.stream.unsubscribe();
    }
    await this.loop;
  }

  private async run(
    after: bigint | undefined,
    handler: (event: RecordedEvent) => Promise<void>,
  ): Promise<void> {
    for await (const resolved of this.stream) {
      if (this.stopped) return;
      const event = toRecordedEvent(resolved);
      // The server resumes after the position, but guard anyway: redelivery would double-apply projections.
      if (!event || (after !== undefined && event.globalPosition <= after)) continue;
      await handler(event);
    }
  }
}
