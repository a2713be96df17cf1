import type { SearchHitView, SearchKind } from '@ledgerline/contracts';
import { hitOf, labelOf, pickHits } from './search-hits';

const hits = (kind: SearchKind, ...titles: string[]): SearchHitView[] =>
  titles.map((title, index) => hitOf(kind, index + 1, title, null));

describe('search hits', () => {
  it('gives each kind its turn until the limit, then lists the kinds in order, best first in each', () => {
    const byKind = new Map<SearchKind, SearchHitView[]>([
      ['group', hits('group', 'Karoo clients')],
      ['company', hits('company', 'Agri Karoo', 'Karoo Mining', 'Karoo Salt', 'Karoo Solar')],
      ['asset', hits('asset', 'Karoo farm', 'Karoo house')],
    ]);
    expect(pickHits('karoo', byKind, 5).map((hit) => `${hit.kind}: ${hit.title}`)).toEqual([
      'company: Karoo Mining',
      'company: Karoo Salt',
      'asset: Karoo farm',
      'asset: Karoo house',
      'group: Karoo clients',
    ]);
    expect(pickHits('karoo', byKind, 50)).toHaveLength(7);
    expect(pickHits('karoo', new Map(), 20)).toEqual([]);
  });

  it('ranks a title that starts with the query before one that only contains its words', () => {
    const byKind = new Map<SearchKind, SearchHitView[]>([
      ['company', hits('company', 'Agri Karoo Mining', 'Karoo Mining', 'Mining Karoo')],
    ]);
    expect(pickHits('karoo min', byKind, 3).map((hit) => hit.title)).toEqual([
      'Karoo Mining',
      'Agri Karoo Mining',
      'Mining Karoo',
    ]);
  });

  it('builds the web route of each kind and a readable label of a code', () => {
    expect(hitOf('trust', 4, 'Dube Trust', '').url).toBe('/trusts/4');
    expect(hitOf('trust', 4, 'Dube Trust', '').subtitle).toBeNull();
    expect(hitOf('relationship', 9, 'A → B', 'x').url).toBe('/relationships/9');
    expect(labelOf('real_estate')).toBe('Real estate');
  });
});
