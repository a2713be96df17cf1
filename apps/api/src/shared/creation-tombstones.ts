import type { CollectionLayout, ReadStoreWriter } from '@ledgerline/projections';

/** When a removed record was first created, kept by the projector that removed it. */
export interface CreationTombstone {
  [key: string]: unknown;
  id: string;
  accountId: number;
  createdAt: string;
}

/** The layout of a projector's tombstones: dropped with their account when it closes. */
export const TOMBSTONE_LAYOUT: CollectionLayout = { indexes: [['accountId']] };

/**
 * Keeps the creation time of a record leaving its read model with its entity (to the Trash), so a restore
 * shows it created when it was, not when it came back; a record deleted for good leaves nothing here.
 */
export async function keepCreatedAt(
  writer: ReadStoreWriter,
  collection: string,
  removed: { id: string; accountId: number; createdAt?: unknown } | null,
): Promise<void> {
  if (!removed || typeof removed.createdAt !== 'string') return;
  const tombstone: CreationTombstone = {
    id: removed.id,
    accountId: removed.accountId,
    createdAt: removed.createdAt,
  };
  await writer.put(collection, tombstone);
}

/** The creation time a restored record had (its tombstone is used up), or null when it has none. */
export async function takeCreatedAt(
  writer: ReadStoreWriter,
  collection: string,
  id: string,
): Promise<string | null> {
  const tombstone = await writer.get<CreationTombstone>(collection, id);
  if (!tombstone) return null;
  await writer.delete(collection, id);
  return tombstone.createdAt;
}
