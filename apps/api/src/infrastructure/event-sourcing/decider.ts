/** The shape every aggregate's pure functions share (emmett's decide/evolve). */
export interface DomainEventData {
  type: string;
  data: unknown;
  /** Business date when it differs from the recording time. */
  effectiveAt?: string;
}

export interface Evolver<S> {
  initialState(): S;
  evolve(state: S, event: { type: string; data: unknown }): S;
}
