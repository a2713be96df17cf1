/**
 * Hands out installation-wide numeric ids per sequence ('entity', 'user', ...). Ids are unique across
 * accounts so that another account's id can answer 404 rather than someone else's record.
 * Gaps are allowed (a refused command may have taken an id).
 */
export interface IdAllocator {
  next(sequence: string): Promise<number>;
  close(): Promise<void>;
}

export const ID_ALLOCATOR = Symbol('ID_ALLOCATOR');
