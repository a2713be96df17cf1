import type { CollectionLayouts, ReadDocument } from '../read-store.port';
import { type ReadStoreFactory, seed, useFreshStore } from './read-store-factory';

const entities: ReadDocument[] = [
  { id: '1', accountId: 1, type: 'company', name: 'Acme Holdings', reg: '2015/123456/07', email: null },
  {
    id: '2',
    accountId: 1,
    type: 'company',
    name: 'Acme Mining',
    reg: '2019/000001/07',
    email: 'ops@acme.co.za',
  },
  { id: '3', accountId: 1, type: 'individual', name: 'Zoë Ndlovu', reg: null, email: 'zoe@example.com' },
  { id: '4', accountId: 2, type: 'company', name: 'Acme Other Account', reg: '2015/123456/08' },
  { id: '5', accountId: 1, type: 'trust', name: 'Ndlovu Family Trust', reg: 'IT000416/2018(N)' },
];
const ids = (documents: ReadDocument[]) => documents.map((document) => document.id).sort();
const LAYOUTS: CollectionLayouts = {
  entities: {
    indexes: [['accountId', 'type', 'name']],
    search: { fields: ['name', 'reg', 'email'], scope: 'accountId' },
  },
};

export function describeSearchContract(factory: ReadStoreFactory): void {
  describe('search', () => {
    const store = useFreshStore(factory);
    const search = async (accountId: number, text: string, type?: string) =>
      ids(await store().find('entities', type ? { accountId, type } : { accountId }, { search: text }));
    beforeEach(async () => {
      await store().prepare?.(['entities'], LAYOUTS);
      await seed(store(), 'entities', entities);
    });

    it('finds documents whose words start with every word searched, within one scope', async () => {
      expect(await search(1, 'acme')).toEqual(['1', '2']);
      expect(await search(1, 'ACME hold')).toEqual(['1']);
      expect(await search(1, 'hold acme')).toEqual(['1']);
      expect(await search(2, 'acme')).toEqual(['4']);
      expect(await search(1, 'cme')).toEqual([]);
    });

    it('ignores case and accents, and matches registration numbers and e-mail addresses', async () => {
      expect(await search(1, 'zoe')).toEqual(['3']);
      expect(await search(1, 'ZOË ndl')).toEqual(['3']);
      expect(await search(1, '2015/1234')).toEqual(['1']);
      expect(await search(1, 'IT000416')).toEqual(['5']);
      expect(await search(1, 'acme.co')).toEqual(['2']);
    });

    it('combines with filters, sorting, paging and counting', async () => {
      expect(await search(1, 'ndlovu', 'trust')).toEqual(['5']);
      const page = await store().find(
        'entities',
        { accountId: 1 },
        { search: 'a', sort: [{ field: 'name', direction: 'desc' }], limit: 1, offset: 1 },
      );
      expect(page.map((d) => d.id)).toEqual(['1']);
      expect(await store().count('entities', { accountId: 1 }, { search: 'acme' })).toBe(2);
      expect(await store().count('entities', { accountId: 1, type: 'company' }, { search: 'ndlovu' })).toBe(
        0,
      );
    });

    it('treats a blank search as no search, and text without words as matching nothing', async () => {
      expect(await search(1, '  ')).toEqual(['1', '2', '3', '5']);
      expect(await search(1, ' ?! ')).toEqual([]);
      expect(await search(1, '%')).toEqual([]);
      expect(await store().count('entities', { accountId: 1 }, { search: '_' })).toBe(0);
    });

    it('follows replaced and deleted documents', async () => {
      await seed(store(), 'entities', [{ id: '1', accountId: 1, type: 'company', name: 'Protea Holdings' }]);
      expect(await search(1, 'acme')).toEqual(['2']);
      expect(await search(1, 'protea')).toEqual(['1']);
      await store().withCheckpoint('search-delete', async (writer) => {
        await writer.delete('entities', '2');
        await writer.deleteMany('entities', { accountId: 2 });
        return null;
      });
      expect(await search(1, 'acme')).toEqual([]);
      expect(await search(2, 'acme')).toEqual([]);
      await store().reset('search-reset', ['entities']);
      expect(await search(1, 'protea')).toEqual([]);
    });

    it('indexes documents written before the search was declared', async () => {
      await seed(store(), 'people', [{ id: 'p1', accountId: 1, name: 'Thandi Nkosi' }]);
      await store().prepare?.(['people'], { people: { search: { fields: ['name'], scope: 'accountId' } } });
      expect(ids(await store().find('people', { accountId: 1 }, { search: 'thandi' }))).toEqual(['p1']);
    });
  });
}
