import type { ReadStoreReader, ReadStoreWriter } from './read-store.port';

/** Refuses use after its transaction ended, so a leaked writer cannot write outside a checkpoint. */
export function scopedWriter(target: ReadStoreWriter, isOpen: () => boolean): ReadStoreWriter {
  const guard =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!isOpen()) throw new Error('Read-store writer used after its transaction ended');
      return operation(...args);
    };
  const reader: ReadStoreReader = target;
  return {
    get: guard(reader.get.bind(target)) as ReadStoreReader['get'],
    find: guard(reader.find.bind(target)) as ReadStoreReader['find'],
    count: guard(target.count.bind(target)),
    put: guard(target.put.bind(target)),
    delete: guard(target.delete.bind(target)),
    deleteMany: guard(target.deleteMany.bind(target)),
  };
}
