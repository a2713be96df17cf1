/**
 * The per-person data keys (AES-256, 32 bytes) that encrypt an individual's personal fields in the event
 * log, kept apart from the log (docs/decisions/0032-popia-erasure.md). Destroying a key is the erasure: the
 * events stay byte for byte as stored (and their hash chain verifies), the fields can no longer be read.
 */
export type SubjectKey = Buffer | 'destroyed';

export interface PersonalDataKeyStore {
  /** Each subject's key, created when it has none yet; a destroyed one stays destroyed. */
  obtain(subjectIds: readonly number[]): Promise<Map<number, SubjectKey>>;
  /** Each subject's key as stored; subjects that never had one are absent. */
  find(subjectIds: readonly number[]): Promise<Map<number, SubjectKey>>;
  /** Forgets the key for ever and remembers that it was destroyed (a tombstone, never the key). */
  destroy(subjectId: number): Promise<void>;
  close(): Promise<void>;
}

export const PERSONAL_DATA_KEYS = Symbol('PERSONAL_DATA_KEYS');

export class PersonalDataKeyMissingError extends Error {
  constructor(readonly subjectId: number) {
    super(
      `The personal-data key of individual ${subjectId} is missing from the key store (it was never destroyed): ` +
        'restore the key store from its backup',
    );
    this.name = 'PersonalDataKeyMissingError';
  }
}
