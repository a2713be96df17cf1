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

/**
 * What a retry gets once the person its answer carried is erased (docs/decisions/0032): the key stays taken,
 * so the command is not run again, and nothing of the person is kept or replayed.
 */
export const ERASED_ANSWER: StoredAnswer = {
  status: 410,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({
    message: 'The personal data this request recorded was erased; its answer is no longer kept',
    code: 'PRIVACY.ERASED',
  }),
};

export const IDEMPOTENCY_STORE = Symbol('IDEMPOTENCY_STORE');

export const IDEMPOTENCY_TIMINGS: IdempotencyTimings = { claimMs: 60_000, answerMs: 24 * 60 * 60_000 };

/** Keys are per caller (`scope`): two users may use the same key for different requests. */
export interface IdempotencyStore {
  claim(scope: string, key: string, fingerprint: string): Promise<IdempotencyClaim>;
  /** `subjects`: the entity ids the answer carries, so an erasure finds the answers that hold a person. */
  complete(scope: string, key: string, answer: StoredAnswer, subjects?: readonly number[]): Promise<void>;
  /** Frees the key of a request that failed without changing anything, so a retry runs again. */
  release(scope: string, key: string): Promise<void>;
  /** Replaces every kept answer that carries the entity with `ERASED_ANSWER`, in every scope. */
  eraseSubject(entityId: number): Promise<void>;
  close(): Promise<void>;
}
