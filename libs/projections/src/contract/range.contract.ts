import type { CollectionLayouts, ReadDocument } from '../read-store.port';
import { type ReadStoreFactory, seed, useFreshStore } from './read-store-factory';

const filings: ReadDocument[] = [
  { id: 'f1', accountId: 1, dueDate: '2025-01-31', fee: 100 },
  { id: 'f2', accountId: 1, dueDate: '2025-02-28', fee: 250.5 },
  { id: 'f3', accountId: 1, dueDate: '2025-03-31', fee: '300' },
  { id: 'f4', accountId: 2, dueDate: '2025-02-01', fee: 300 },
  { id: 'f5', accountId: 1, dueDate: null, fee: null },
  { id: 'f6', accountId: 1, fee: true },
];
const ids = (documents: ReadDocument[]) => documents.map((document) => document.id);
const LAYOUTS: CollectionLayouts = {
  filings: {
    indexes: [
      ['accountId', 'dueDate'],
      ['accountId', 'fee'],
    ],
  },
};

export function describeRangeContract(factory: ReadStoreFactory): void {
  for (const layouts of [undefined, LAYOUTS]) {
    describe(`ranges${layouts ? ' on indexed fields' : ''}`, () => {
      const store = useFreshStore(factory);
      beforeEach(async () => {
        if (layouts) await store().prepare?.(['filings'], layouts);
        await seed(store(), 'filings', filings);
      });

      it('bounds text fields, leaving out nulls, missing fields and other kinds', async () => {
        const due = await store().find(
          'filings',
          { accountId: 1, dueDate: { gte: '2025-02-01', lt: '2025-04-01' } },
          { sort: [{ field: 'dueDate', direction: 'asc' }] },
        );
        expect(ids(due)).toEqual(['f2', 'f3']);
        expect(await store().count('filings', { dueDate: { lte: '2025-02-01' } })).toBe(2);
      });

      it('bounds numbers without matching numeric text or booleans', async () => {
        expect(ids(await store().find('filings', { fee: { gt: 100 } }))).toEqual(['f2', 'f4']);
        expect(ids(await store().find('filings', { accountId: 1, fee: { gte: 0, lte: 300 } }))).toEqual([
          'f1',
          'f2',
        ]);
      });
    });
  }
}
