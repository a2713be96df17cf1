/** The first answer to a POST carrying an `Idempotency-Key`, replayed to every retry with that key. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type IdempotencyClaim =
  /** First use of the key: run the request, then `complete` or `release` it. */
  | { kind: 'started' }
  /** The key's request finished with this answer (same request fingerprint). */
  | { kind: 'replay'; answer: StoredAnswer }
  /** The key's first request is still running. */
  | { kind: 'in-progress' }
  /** The key was used for a different request (method, path or body). */
  | { kind: 'mismatch' };

export interface IdempotencyTimings {
  /** How long a running request holds its key before a crash is assumed and the key is free again. */
  claimMs: number;
  /** How long a finished request's answer is kept for retries. */
  answerMs: number;
}

export const IDEMPOTENCY_TIMINGS: IdempotencyTimings = { claimMs: 60_000, answerMs: 24 * 60 * 60_000 };

/** Keys are per caller (`scope`): two users may use the same key for different requests. */
export interface IdempotencyStore {
  claim(scope: string, key: string, fingerprint: string): Promise<IdempotencyClaim>;
  complete(scope: string, key: string, answer: StoredAnswer): Promise<void>;
  /** Frees the key of a request that failed without changing anything, so a retry runs again. */
  release(scope: string, key: string): Promise<void>;
  close(): Promise<void>;
}
