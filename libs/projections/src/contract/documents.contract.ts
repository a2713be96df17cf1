import { type CollectionLayouts, type ReadDocument, ReadModelOwnerConflict } from '../read-store.port';
import { type ReadStoreFactory, seed, useFreshStore } from './read-store-factory';

const companies: ReadDocument[] = [
  { id: 'c1', accountId: 'a1', name: 'Birch', employees: 10, isDefault: true, closedAt: null },
  { id: 'c2', accountId: 'a1', name: 'alder', employees: 9, isDefault: false, closedAt: '2024-01-01' },
  { id: 'c3', accountId: 'a2', name: 'Cedar', employees: 100, isDefault: false },
  { id: 'c4', accountId: 'a2', name: 'Aspen', employees: 2.5, isDefault: 1, code: '10' },
  { id: 'c5', accountId: 'a3', name: 'Beech', employees: 10, code: 10 },
];

const ids = (documents: ReadDocument[]) => documents.map((document) => document.id);

/** Indexes every field the tests filter or sort by, so typed columns must behave like plain JSON. */
export const INDEXED_COMPANIES: CollectionLayouts = {
  companies: {
    indexes: [['accountId', 'name'], ['employees', 'accountId'], ['isDefault'], ['code'], ['closedAt']],
  },
};

export function describeDocumentContract(factory: ReadStoreFactory, layouts?: CollectionLayouts): void {
  describe(layouts ? 'documents with indexed fields' : 'documents', () => {
    const store = useFreshStore(factory);
    beforeEach(async () => {
      if (layouts) await store().prepare?.(['companies'], layouts);
      await seed(store(), 'companies', companies);
    });

    it('gets a document by id and null for an unknown id or another collection', async () => {
      expect(await store().get('companies', 'c1')).toEqual(companies[0]);
      expect(await store().get('companies', 'nope')).toBeNull();
      expect(await store().get('people', 'c1')).toBeNull();
    });

    it('put replaces the whole document', async () => {
      await seed(store(), 'companies', [{ id: 'c1', accountId: 'a1', name: 'Renamed' }]);
      expect(await store().get('companies', 'c1')).toEqual({ id: 'c1', accountId: 'a1', name: 'Renamed' });
      expect(await store().count('companies')).toBe(5);
    });

    it("never replaces another account's document under the same id", async () => {
      await expect(
        seed(store(), 'companies', [{ id: 'c1', accountId: 'a2', name: 'Intruder' }]),
      ).rejects.toThrow('Read model companies/c1 belongs to another account; not replaced');
      await expect(seed(store(), 'companies', [{ id: 'c1', name: 'No owner' }])).rejects.toThrow(
        ReadModelOwnerConflict,
      );
      expect(await store().get('companies', 'c1')).toEqual(companies[0]);
    });

    it('finds by equality, with an array meaning one of', async () => {
      expect(ids(await store().find('companies', { accountId: 'a1' }))).toEqual(['c1', 'c2']);
      expect(ids(await store().find('companies', { accountId: ['a1', 'a3'] }))).toEqual(['c1', 'c2', 'c5']);
      expect(ids(await store().find('companies', { accountId: 'a2', employees: 100 }))).toEqual(['c3']);
      expect(await store().find('companies', { accountId: [] })).toEqual([]);
    });

    it('matches values only of the same JSON type', async () => {
      expect(ids(await store().find('companies', { isDefault: true }))).toEqual(['c1']);
      expect(ids(await store().find('companies', { isDefault: false }))).toEqual(['c2', 'c3']);
      expect(ids(await store().find('companies', { isDefault: 1 }))).toEqual(['c4']);
      expect(ids(await store().find('companies', { code: '10' }))).toEqual(['c4']);
      expect(ids(await store().find('companies', { code: 10 }))).toEqual(['c5']);
      expect(ids(await store().find('companies', { code: [10, '10'] }))).toEqual(['c4', 'c5']);
    });

    it('treats a null filter as null or missing', async () => {
      expect(ids(await store().find('companies', { closedAt: null }))).toEqual(['c1', 'c3', 'c4', 'c5']);
      expect(ids(await store().find('companies', { closedAt: [null, '2024-01-01'] }))).toHaveLength(5);
    });

    it('sorts by string and number fields in both directions, ties by id in the last direction', async () => {
      const byName = await store().find('companies', {}, { sort: [{ field: 'name', direction: 'asc' }] });
      expect(ids(byName)).toEqual(['c4', 'c5', 'c1', 'c3', 'c2']);
      const bySize = await store().find(
        'companies',
        {},
        { sort: [{ field: 'employees', direction: 'desc' }] },
      );
      expect(ids(bySize)).toEqual(['c3', 'c5', 'c1', 'c2', 'c4']);
      const twoKeys = await store().find(
        'companies',
        {},
        {
          sort: [
            { field: 'employees', direction: 'asc' },
            { field: 'accountId', direction: 'desc' },
          ],
        },
      );
      expect(ids(twoKeys)).toEqual(['c4', 'c2', 'c5', 'c1', 'c3']);
    });

    it('pages with limit and offset', async () => {
      const sort = [{ field: 'employees', direction: 'asc' as const }];
      expect(ids(await store().find('companies', {}, { sort, limit: 2 }))).toEqual(['c4', 'c2']);
      expect(ids(await store().find('companies', {}, { sort, limit: 2, offset: 2 }))).toEqual(['c1', 'c5']);
      expect(ids(await store().find('companies', {}, { sort, offset: 4 }))).toEqual(['c3']);
    });

    it('counts with and without a filter', async () => {
      expect(await store().count('companies')).toBe(5);
      expect(await store().count('companies', { accountId: ['a1', 'a2'], isDefault: false })).toBe(2);
      expect(await store().count('people')).toBe(0);
    });

    it('deletes one document and many by filter', async () => {
      let deleted = 0;
      await store().withCheckpoint('contract-delete', async (writer) => {
        await writer.delete('companies', 'c1');
        await writer.delete('companies', 'missing');
        deleted = await writer.deleteMany('companies', { accountId: 'a2' });
        return null;
      });
      expect(deleted).toBe(2);
      expect(ids(await store().find('companies'))).toEqual(['c2', 'c5']);
    });

    it('reset drops the given collections and the checkpoint only', async () => {
      await seed(store(), 'people', [{ id: 'p1' }]);
      await store().withCheckpoint('companies@v1', async () => 7n);
      await store().withCheckpoint('people@v1', async () => 3n);
      await store().reset('companies@v1', ['companies']);
      expect(await store().count('companies')).toBe(0);
      expect(await store().getCheckpoint('companies@v1')).toBeNull();
      expect(await store().count('people')).toBe(1);
      expect(await store().getCheckpoint('people@v1')).toBe(3n);
    });
  });
}
