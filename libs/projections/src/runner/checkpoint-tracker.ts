import { type Projector, checkpointNameOf } from '../projector';
import type { ReadStore } from '../read-store.port';
import { CheckpointSignal } from './checkpoint-signal';

/**
 * The last checkpoint this process saw per projector. It only ever lags the stored one, so it is
 * used to skip work that is certainly done and to answer waitFor without a query.
 */
export class CheckpointTracker {
  private readonly known = new Map<Projector, bigint | null>();
  private readonly advanced = new CheckpointSignal();
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly readStore: ReadStore,
    private readonly projectors: readonly Projector[],
    private readonly pollIntervalMs: number,
  ) {}

  set(projector: Projector, checkpoint: bigint | null): void {
    this.setAll([[projector, checkpoint]]);
  }

  /** One wake for a whole batch: waiters check once, not once per projector. */
  setAll(checkpoints: Iterable<[Projector, bigint | null]>): void {
    for (const [projector, checkpoint] of checkpoints) this.known.set(projector, checkpoint);
    this.advanced.notify();
  }

  hasReached(projector: Projector, position: bigint): boolean {
    const checkpoint = this.known.get(projector);
    return checkpoint !== undefined && checkpoint !== null && checkpoint >= position;
  }

  /** The furthest any projector has got; null when none has started. */
  highest(): bigint | null {
    let highest: bigint | null = null;
    for (const checkpoint of this.known.values())
      if (checkpoint !== null && (highest === null || checkpoint > highest)) highest = checkpoint;
    return highest;
  }

  /** Undefined while any projector has yet to start, meaning: from the beginning of the log. */
  lowest(): bigint | undefined {
    let lowest: bigint | undefined;
    for (const projector of this.projectors) {
      const checkpoint = this.known.get(projector) ?? null;
      if (checkpoint === null) return undefined;
      if (lowest === undefined || checkpoint < lowest) lowest = checkpoint;
    }
    return lowest;
  }

  /**
   * Wakes on progress in this process; reads the stored checkpoints (progress made by other processes) only
   * when a poll interval passed without local progress, once for all waiters: with many commands waiting,
   * a read per waiter and per wake cost more than the projections themselves.
   */
  async waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.allReached(position)) return true;
      const remaining = deadline - Date.now();
      if (remaining > 0 && (await this.advanced.wait(Math.min(this.pollIntervalMs, remaining)))) continue;
      await this.refreshAll();
      if (this.allReached(position)) return true;
      if (deadline - Date.now() <= 0) return false;
    }
  }

  private allReached(position: bigint): boolean {
    return this.projectors.every((projector) => this.hasReached(projector, position));
  }

  private refreshAll(): Promise<void> {
    if (!this.refreshing) {
      const run = this.refreshEach().finally(() => {
        if (this.refreshing === run) this.refreshing = null;
      });
      this.refreshing = run;
    }
    return this.refreshing;
  }

  private async refreshEach(): Promise<void> {
    for (const projector of this.projectors) await this.refresh(projector);
  }

  private async refresh(projector: Projector): Promise<void> {
    const stored = await this.readStore.getCheckpoint(checkpointNameOf(projector));
    const known = this.known.get(projector) ?? null;
    if (stored !== null && (known === null || stored > known)) this.known.set(projector, stored);
  }
}
