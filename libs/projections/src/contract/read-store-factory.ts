import type { ReadStore } from '../read-store.port';

export type ReadStoreFactory = () => Promise<ReadStore>;

/** Opens a fresh store before each test and closes it after; read `current()` inside tests. */
export function useFreshStore(factory: ReadStoreFactory): () => ReadStore {
  let store: ReadStore | undefined;
  beforeEach(async () => {
    store = await factory();
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });
  return () => {
    if (!store) throw new Error('store used outside a test');
    return store;
  };
}

/** Writes documents the way projections do: inside a checkpointed transaction. */
export async function seed(
  store: ReadStore,
  collection: string,
  documents: ({ id: string } & Record<string, unknown>)[],
): Promise<void> {
  await store.withCheckpoint('contract-seed', async (writer) => {
    for (const document of documents) await writer.put(collection, document);
    return null;
  });
}
