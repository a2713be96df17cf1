/** The shape every aggregate's pure functions share (emmett's decide/evolve). */
export interface DomainEventData {
  type: string;
  data: unknown;
  /** Business date when it differs from the recording time. */
  effectiveAt?: string;
}

export interface Evolver<S> {
  /**
   * Set on evolvers whose states are snapshotted (docs/decisions/0036); bumped whenever `evolve` or the state's
   * shape changes, so snapshots of the older evolver are ignored and rebuilt from the events.
   */
  snapshotVersion?: number;
  initialState(): S;
  evolve(state: S, event: { type: string; data: unknown }): S;
}
