/** A stream's state as of `revision`, encoded by the evolver of `version` (docs/decisions/0036). */
export interface StreamSnapshot {
  streamName: string;
  revision: number;
  version: number;
  /** The encoded state (state-codec.ts). */
  state: Buffer;
}

/** Where snapshots live: SQLite beside the event log (embedded), MongoDB (scale-out). One per stream. */
export interface SnapshotStore {
  load(streamName: string): Promise<StreamSnapshot | null>;
  /** Keeps the snapshot unless the stored one is of a later revision with the same version. */
  save(snapshot: StreamSnapshot): Promise<void>;
  /** For an erasure that must not leave the stream's old state behind. */
  delete(streamName: string): Promise<void>;
  close(): Promise<void>;
}

export const SNAPSHOT_STORE = Symbol('SNAPSHOT_STORE');
