import { Logger } from '@nestjs/common';
import type { Evolver } from '../decider';
import type { SnapshotStore } from './snapshot-store.port';
import { decodeState, encodeState } from './state-codec';

export interface SnapshotPolicy {
  /** A stream is snapshotted again once a load has brought it this many events past its last snapshot. */
  everyEvents: number;
}

/**
 * Snapshots of stream states (docs/decisions/0036): a cold load starts from the latest
 * snapshot of the evolver's current version and reads only the events after it. Writes happen off the
 * request path, one at a time, and never fail a command: a lost snapshot only means a longer replay.
 */
export class StreamSnapshots {
  private readonly logger = new Logger(StreamSnapshots.name);
  /** The revision of the snapshot each stream has (loaded or written by this process). */
  private readonly snapshotted = new Map<string, number>();
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: SnapshotStore,
    private readonly policy: SnapshotPolicy,
  ) {}

  /** The state at the snapshot's revision, or null when there is none of this evolver's version. */
  async load<S>(streamName: string, evolver: Evolver<S>): Promise<{ state: S; revision: number } | null> {
    if (evolver.snapshotVersion === undefined) return null;
    const snapshot = await this.store.load(streamName);
    if (!snapshot || snapshot.version !== evolver.snapshotVersion) return null;
    try {
      const state = decodeState<S>(snapshot.state);
      this.snapshotted.set(streamName, snapshot.revision);
      return { state, revision: snapshot.revision };
    } catch (error) {
      this.logger.warn(`Snapshot of ${streamName} unreadable, replaying the stream: ${String(error)}`);
      return null;
    }
  }

  /** After a load reached `revision`: queues a snapshot when the policy's count of events has passed. */
  loaded<S>(streamName: string, evolver: Evolver<S>, state: S, revision: number): void {
    if (evolver.snapshotVersion === undefined || revision < 0) return;
    if (revision - (this.snapshotted.get(streamName) ?? -1) < this.policy.everyEvents) return;
    this.snapshotted.set(streamName, revision);
    void this.write(streamName, evolver.snapshotVersion, state, revision);
  }

  /** On shutdown: the states that moved since their snapshot are written, and every queued write is done. */
  async saveAll(states: Iterable<[string, { state: unknown; revision: number; evolver: Evolver<unknown> }]>) {
    for (const [streamName, { state, revision, evolver }] of states) {
      if (evolver.snapshotVersion === undefined || revision <= (this.snapshotted.get(streamName) ?? -1))
        continue;
      this.snapshotted.set(streamName, revision);
      void this.write(streamName, evolver.snapshotVersion, state, revision);
    }
    await this.writes;
  }

  /** Resolves when every snapshot queued so far is written. */
  settled(): Promise<void> {
    return this.writes;
  }

  async forget(streamName: string): Promise<void> {
    this.snapshotted.delete(streamName);
    await this.writes;
    await this.store.delete(streamName);
  }

  private write(streamName: string, version: number, state: unknown, revision: number): Promise<void> {
    this.writes = this.writes.then(async () => {
      // After the command that loaded the state has run on: encoding a large state takes a while.
      await new Promise((turn) => setImmediate(turn));
      try {
        await this.store.save({ streamName, revision, version, state: encodeState(state) });
      } catch (error) {
        this.logger.warn(`Snapshot of ${streamName} at ${revision} not written: ${String(error)}`);
      }
    });
    return this.writes;
  }
}
