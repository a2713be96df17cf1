/**
 * Hands out installation-wide numeric ids per sequence ('entity', 'user', ...). Ids are unique across
 * accounts so that another account's id can answer 404 rather than someone else's record.
 * Gaps are allowed (a refused command may have taken an id).
 */
export interface IdAllocator {
  next(sequence: string): Promise<number>;
  /**
   * Moves the sequence up so that `next` answers above `floor`; never moves it down. Used when the
   * sequence is found behind the ids already in the log (a Redis restart without persistence, a failover).
   */
  raiseTo(sequence: string, floor: number): Promise<void>;
  close(): Promise<void>;
}

export const ID_ALLOCATOR = Symbol('ID_ALLOCATOR');

/** The sequences the product allocates from; each names the `<sequence>Id` field its events carry. */
export const ID_SEQUENCES = [
  'user',
  'account',
  'entity',
  'relationship',
  'asset',
  'group',
  'filing',
  'document',
  'notification',
] as const;
export type IdSequence = (typeof ID_SEQUENCES)[number];
