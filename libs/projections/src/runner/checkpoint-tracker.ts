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

  constructor(
    private readonly readStore: ReadStore,
    private readonly projectors: readonly Projector[],
    private readonly pollIntervalMs: number,
  ) {}

  set(projector: Projector, checkpoint: bigint | null): void {
    this.known.set(projector, checkpoint);
    this.advanced.notify();
  }

  hasReached(projector: Projector, position: bigint): boolean {
    const checkpoint = this.known.get(projector);
    return checkpoint !== undefined && checkpoint !== null && checkpoint >= position;
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

  /** Wakes on progress in this process and polls the store for progress made by other processes. */
  async waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.allReached(position)) return true;
      for (const projector of this.projectors) await this.refresh(projector);
      if (this.allReached(position)) return true;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      await this.advanced.wait(Math.min(this.pollIntervalMs, remaining));
    }
  }

  private allReached(position: bigint): boolean {
    return this.projectors.every((projector) => this.hasReached(projector, position));
  }

  private async refresh(projector: Projector): Promise<void> {
    const stored = await this.readStore.getCheckpoint(checkpointNameOf(projector));
    const known = this.known.get(projector) ?? null;
    if (stored !== null && (known === null || stored > known)) this.known.set(projector, stored);
  }
}
