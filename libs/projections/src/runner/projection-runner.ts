import type { EventStore } from '@ledgerline/events';
import { type Projector, checkpointNameOf } from '../projector';
import type { ReadStore } from '../read-store.port';
import { type LogBatch, applyBatch } from './apply-batch';
import { CheckpointTracker } from './checkpoint-tracker';
import { EventDecoder } from './event-decoder';
import { LiveFollower } from './live-follower';
import type {
  CatchUpProgressListener,
  ProjectionLogger,
  ProjectionRunnerOptions,
} from './projection-runner.types';
import { assertLogCoversReadModels } from './log-covers-read-models';
import { prepareProjector } from './prepare-projector';

/**
 * Keeps every projector's read model up to date with the event log: catch-up in batches, then live.
 * The log is read once from the lowest checkpoint and each batch is offered to every projector;
 * projectors already past it skip it.
 */
export class ProjectionRunner {
  private readonly eventStore: EventStore;
  private readonly readStore: ReadStore;
  private readonly projectors: Projector[];
  private readonly batchSize: number;
  private readonly catchUpBatchSize: number;
  private readonly logger: ProjectionLogger;
  private readonly decoder: EventDecoder;
  private readonly retryDelayMs: number;
  private readonly checkpoints: CheckpointTracker;
  private follower: LiveFollower | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(options: ProjectionRunnerOptions) {
    this.eventStore = options.eventStore;
    this.readStore = options.readStore;
    this.projectors = options.projectors;
    this.batchSize = options.batchSize ?? 500;
    this.catchUpBatchSize = options.catchUpBatchSize ?? options.batchSize ?? 5000;
    this.logger = options.logger ?? console;
    this.decoder = new EventDecoder(options.catalogue, this.logger);
    this.checkpoints = new CheckpointTracker(this.readStore, this.projectors, options.pollIntervalMs ?? 50);
    this.retryDelayMs = options.retryDelayMs ?? 1000;
  }

  /** Projects everything in the log now; a projector whose version changed is rebuilt first. */
  async catchUp(onProgress?: CatchUpProgressListener): Promise<void> {
    for (const projector of this.projectors) {
      this.checkpoints.set(projector, await prepareProjector(this.readStore, projector, this.logger));
    }
    const head = await this.eventStore.headPosition();
    assertLogCoversReadModels(head, this.checkpoints.highest());
    const start = this.checkpoints.lowest();
    const base = start ?? BigInt(0);
    let total = Number((head ?? base) - base);
    let after = start;
    for (;;) {
      const events = await this.eventStore.readAll({ after, maxCount: this.catchUpBatchSize });
      if (events.length === 0) break;
      await this.applyToAll({ after, events });
      after = events[events.length - 1].globalPosition;
      const processed = Number(after - base);
      total = Math.max(total, processed);
      onProgress?.({ processed, total });
    }
    if (after === start) onProgress?.({ processed: 0, total: 0 });
  }

  /** Catches up, then follows new events until stop(); a failure is logged and retried. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.catchUp();
    } catch (error) {
      this.running = false;
      throw error;
    }
    if (this.running) this.follow();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.retryTimer);
    const follower = this.follower;
    this.follower = undefined;
    await follower?.stop();
  }

  /**
   * True once every projector has projected `position`, also when another process projects (the
   * stored checkpoints are polled); false after `timeoutMs`.
   */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    return this.checkpoints.waitFor(position, timeoutMs);
  }

  /** How many log positions each projector (by checkpoint name) is behind the head of the log. */
  async lag(): Promise<Record<string, number>> {
    const head = await this.eventStore.headPosition();
    const lag: Record<string, number> = {};
    for (const projector of this.projectors) {
      const checkpoint = await this.readStore.getCheckpoint(checkpointNameOf(projector));
      lag[checkpointNameOf(projector)] =
        head === null ? 0 : Math.max(0, Number(head - (checkpoint ?? BigInt(0))));
    }
    return lag;
  }

  /** Drops every read model and checkpoint and projects the whole log again. */
  async rebuild(onProgress?: CatchUpProgressListener): Promise<void> {
    const wasRunning = this.running;
    await this.stop();
    for (const projector of this.projectors) {
      await this.readStore.reset(checkpointNameOf(projector), [...projector.collections]);
      this.checkpoints.set(projector, null);
    }
    const catchUp = () => this.catchUp(onProgress);
    await (this.readStore.bulkLoad ? this.readStore.bulkLoad(catchUp) : catchUp());
    if (wasRunning) await this.start();
  }

  /**
   * Offers the batch to every projector not past it, in one transaction of the store when it has them
   * (each projector's writes and checkpoint still kept or undone together): one commit per batch.
   */
  private async applyToAll(batch: LogBatch): Promise<void> {
    const last = batch.events[batch.events.length - 1].globalPosition;
    const behind = this.projectors.filter((projector) => !this.checkpoints.hasReached(projector, last));
    if (!this.readStore.batch) {
      for (const projector of behind)
        this.checkpoints.set(projector, await applyBatch(this.readStore, projector, batch, this.decoder));
      return;
    }
    const stored = new Map<Projector, bigint>();
    await this.readStore.batch(async (store) => {
      for (const projector of behind)
        stored.set(projector, await applyBatch(store, projector, batch, this.decoder));
    });
    // Only once committed: the tracker may lag the stored checkpoints, never lead them.
    this.checkpoints.setAll(stored);
  }

  private follow(): void {
    this.follower = new LiveFollower({
      eventStore: this.eventStore,
      after: this.checkpoints.lowest(),
      batchSize: this.batchSize,
      applyBatch: (batch) => this.applyToAll(batch),
      onFailure: (error) => this.retryLater(error),
    });
  }

  private retryLater(error: unknown): void {
    this.logger.error(`Projections stopped following the log; retrying in ${this.retryDelayMs} ms`, error);
    this.retryTimer = setTimeout(() => void this.restart(), this.retryDelayMs);
  }

  private async restart(): Promise<void> {
    const failed = this.follower;
    this.follower = undefined;
    await failed?.stop();
    if (!this.running) return;
    try {
      await this.catchUp();
      if (this.running && !this.follower) this.follow();
    } catch (error) {
      if (this.running) this.retryLater(error);
    }
  }
}
