import { describeCheckpointContract } from './contract/checkpoint.contract';
import { INDEXED_COMPANIES, describeDocumentContract } from './contract/documents.contract';
import { describeRangeContract } from './contract/range.contract';
import { describeSearchContract } from './contract/search.contract';
import type { ReadStoreFactory } from './contract/read-store-factory';

export type { ReadStoreFactory } from './contract/read-store-factory';

/**
 * The behaviour every ReadStore adapter must show. `factory` returns an empty store per test; the
 * suite closes it afterwards.
 */
export function describeReadStoreContract(name: string, factory: ReadStoreFactory): void {
  describe(`ReadStore contract: ${name}`, () => {
    describeDocumentContract(factory);
    describeDocumentContract(factory, INDEXED_COMPANIES);
    describeRangeContract(factory);
    describeSearchContract(factory);
    describeCheckpointContract(factory);
  });
}
